import { hostLabel, spotifyEmbedUrl, webUrl, youTubeEmbedUrl, youTubeVideoId } from './embeds';

describe('YouTube addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=4b8oB757DKc', '4b8oB757DKc'],
    ['https://youtube.com/watch?feature=share&v=4b8oB757DKc&t=30', '4b8oB757DKc'],
    ['https://m.youtube.com/watch?v=4b8oB757DKc', '4b8oB757DKc'],
    ['https://youtu.be/4b8oB757DKc?si=abc', '4b8oB757DKc'],
    ['https://www.youtube.com/embed/4b8oB757DKc', '4b8oB757DKc'],
    ['https://www.youtube.com/shorts/4b8oB757DKc', '4b8oB757DKc'],
    ['https://www.youtube-nocookie.com/embed/4b8oB757DKc', '4b8oB757DKc'],
  ])('%s is video %s', (address, id) => {
    expect(youTubeVideoId(address)).toBe(id);
    expect(youTubeEmbedUrl(address)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });

  it.each([
    'https://www.tamethebeast.org/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=4b8oB757DKc"><script>',
    'https://www.youtube.com/@channel',
    'https://evil.example/watch?v=4b8oB757DKc',
    'https://youtube.com.evil.example/watch?v=4b8oB757DKc',
    'javascript:alert(1)//youtube.com/watch?v=4b8oB757DKc',
    'not a url',
    '',
    null,
    undefined,
  ])('%s is not embedded', (address) => {
    expect(youTubeEmbedUrl(address)).toBeNull();
  });
});

describe('Spotify addresses', () => {
  const id = '4rOoJ6Egrf8K2IrywzwOMk';
  it.each([
    [`https://open.spotify.com/episode/${id}`, `https://open.spotify.com/embed/episode/${id}`],
    [`https://open.spotify.com/show/${id}?si=xyz`, `https://open.spotify.com/embed/show/${id}`],
    [`https://open.spotify.com/intl-de/episode/${id}`, `https://open.spotify.com/embed/episode/${id}`],
    [`https://open.spotify.com/embed/show/${id}`, `https://open.spotify.com/embed/show/${id}`],
    [`spotify:episode:${id}`, `https://open.spotify.com/embed/episode/${id}`],
  ])('%s embeds as %s', (address, embed) => {
    expect(spotifyEmbedUrl(address)).toBe(embed);
  });

  it.each([
    'https://www.abc.net.au/listen/programs/allinthemind',
    `https://open.spotify.com/track/${id}`,
    `https://open.spotify.com/episode/${id}/extra`,
    'https://open.spotify.com/episode/short',
    `http://open.spotify.com/episode/${id}`,
    `https://open.spotify.com.evil.example/episode/${id}`,
    null,
  ])('%s is not embedded', (address) => {
    expect(spotifyEmbedUrl(address)).toBeNull();
  });
});

describe('external links', () => {
  it('accepts only http and https', () => {
    expect(webUrl('https://www.healthdirect.gov.au/')?.hostname).toBe('www.healthdirect.gov.au');
    expect(webUrl('http://thelonggoodbye.com.au/')?.hostname).toBe('thelonggoodbye.com.au');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('data:text/html,hi')).toBeNull();
    expect(webUrl('/relative')).toBeNull();
  });

  it('names a host without www', () => {
    expect(hostLabel('https://www.healthdirect.gov.au/my-health-record')).toBe('healthdirect.gov.au');
    expect(hostLabel('https://mindspot.org.au/chronic-pain-info')).toBe('mindspot.org.au');
    expect(hostLabel('ftp://example.com')).toBeNull();
  });
});
