/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Composer } from './Composer';

function Harness({ onSend, waiting = false, initial = '' }: { onSend: (m: string) => void; waiting?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Composer value={value} onChange={setValue} onSend={onSend} waiting={waiting} />;
}

const box = () => screen.getByRole('textbox', { name: 'Your message' });

describe('the message box', () => {
  it('sends the trimmed text on Enter', () => {
    const onSend = jest.fn();
    render(<Harness onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '  What is respite care?  ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('What is respite care?');
  });

  it('starts a new line on Shift+Enter instead of sending', () => {
    const onSend = jest.fn();
    render(<Harness onSend={onSend} initial="First line" />);
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('ignores empty and whitespace-only messages', () => {
    const onSend = jest.fn();
    render(<Harness onSend={onSend} initial={'   \n  '} />);
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.submit(box().closest('form')!);
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('holds the box and the button while the coach answers', () => {
    const onSend = jest.fn();
    render(<Harness onSend={onSend} waiting initial="Hello" />);
    expect(box().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('takes at most 2,000 characters and shows what is left near the limit', () => {
    render(<Harness onSend={jest.fn()} initial={'a'.repeat(1950)} />);
    expect(box().getAttribute('maxlength')).toBe('2000');
    expect(screen.getByText('50 characters left')).toBeTruthy();
  });

  it('has no counter for an ordinary message', () => {
    render(<Harness onSend={jest.fn()} initial="Hello" />);
    expect(screen.queryByText(/characters? left/)).toBeNull();
  });
});
