import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { apiBaseUrl, createApiBaseQuery, formatApiError, networkErrorMessage, toApiError } from './base-query';

describe('formatApiError (spec §8)', () => {
  it('is status, colon, space, body', () => {
    expect(formatApiError(401, 'Email or password is incorrect.', 'Unauthorized').message).toBe(
      '401: Email or password is incorrect.',
    );
  });
  it('uses the status text when the body is empty', () => {
    expect(formatApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });
});

describe('apiBaseUrl', () => {
  it('is the page\'s own origin', () => {
    expect(apiBaseUrl({ origin: 'https://kiin.com.au' })).toBe('https://kiin.com.au');
    expect(apiBaseUrl(undefined)).toBe('');
  });
});

describe('toApiError', () => {
  it('keeps an ApiError and wraps a thrown error', () => {
    const apiError = formatApiError(400, 'name is required', 'Bad Request');
    expect(toApiError(apiError)).toBe(apiError);
    expect(toApiError({ message: 'boom' })).toEqual({ status: 0, body: '', message: 'boom' });
    expect(toApiError(undefined)).toBeUndefined();
  });
});

describe('createApiBaseQuery against a mocked fetch', () => {
  const calls: Request[] = [];
  const respond = (response: () => Response | Promise<Response>) => {
    global.fetch = jest.fn((input: RequestInfo | URL) => {
      calls.push(input as Request);
      return Promise.resolve(response());
    }) as typeof fetch;
  };

  const testApi = createApi({
    baseQuery: createApiBaseQuery('http://kiin.test/api'),
    endpoints: (build) => ({
      read: build.query<unknown, void>({ query: () => '/plans' }),
      user: build.query<unknown, void>({ query: () => '/auth/user', extraOptions: { unauthorizedIsNull: true } }),
      join: build.mutation<unknown, void>({ query: () => ({ url: '/waitlist', method: 'POST' }), extraOptions: { jsonErrors: true } }),
      write: build.mutation<unknown, { name: string }>({
        query: (body) => ({ url: '/waitlist', method: 'POST', body }),
      }),
    }),
  });
  const store = () =>
    configureStore({
      reducer: { [testApi.reducerPath]: testApi.reducer },
      middleware: (d) => d().concat(testApi.middleware),
    });

  beforeEach(() => {
    calls.length = 0;
  });

  it('reads JSON and sends cookies', async () => {
    respond(() => Response.json([{ id: 'single-kliinic' }]));
    const result = await store().dispatch(testApi.endpoints.read.initiate());
    expect(result.data).toEqual([{ id: 'single-kliinic' }]);
    expect(calls[0]?.url).toBe('http://kiin.test/api/plans');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('sends a JSON body with a JSON content type', async () => {
    respond(() => Response.json({ status: 'joined', message: 'Thanks' }));
    await store().dispatch(testApi.endpoints.write.initiate({ name: 'Ada' }));
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(await calls[0]?.text()).toBe('{"name":"Ada"}');
  });

  it('turns a plain-text error into status: body', async () => {
    respond(
      () =>
        new Response('Email or password is incorrect.', {
          status: 401,
          statusText: 'Unauthorized',
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        }),
    );
    const result = await store().dispatch(testApi.endpoints.write.initiate({ name: 'Ada' }));
    expect('error' in result && result.error).toEqual({
      status: 401,
      body: 'Email or password is incorrect.',
      message: '401: Email or password is incorrect.',
    });
  });

  it('falls back to the status text for an empty error body', async () => {
    respond(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const result = await store().dispatch(testApi.endpoints.read.initiate());
    expect(result.error).toEqual({ status: 503, body: '', message: '503: Service Unavailable' });
  });

  it('explains a network failure without a status', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const result = await store().dispatch(testApi.endpoints.read.initiate());
    expect(result.error).toEqual({ status: 0, body: '', message: networkErrorMessage });
  });

  it('answers a 401 with null data when the endpoint asks', async () => {
    respond(() => new Response('Not signed in', { status: 401 }));
    const result = await store().dispatch(testApi.endpoints.user.initiate());
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it('asks for JSON when the endpoint asks', async () => {
    respond(() => Response.json({ message: 'Thanks' }));
    await store().dispatch(testApi.endpoints.join.initiate());
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
  });
});
