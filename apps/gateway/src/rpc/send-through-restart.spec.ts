import { sendThroughRestart } from './service-clients';

const refusal = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4306'), { code: 'ECONNREFUSED' });

describe('a service call while the service restarts', () => {
  it('asks again after a refused connection, and answers once the service listens', async () => {
    let tries = 0;
    const send = async () => {
      tries += 1;
      if (tries < 3) throw refusal();
      return 'answer';
    };
    await expect(sendThroughRestart(send, [1, 1, 1, 1])).resolves.toBe('answer');
    expect(tries).toBe(3);
  });

  it('gives up with the refusal when the service stays down: one try and one per wait', async () => {
    let tries = 0;
    const send = async () => {
      tries += 1;
      throw refusal();
    };
    await expect(sendThroughRestart(send, [1, 1, 1, 1])).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(tries).toBe(5);
  });

  it('never repeats a call that reached the service (an answer, a reset or a timeout)', async () => {
    for (const failure of [new Error('Timeout has occurred'), Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), Object.assign(new Error('no such thing'), { code: 'NOT_FOUND' })]) {
      let tries = 0;
      const send = async () => {
        tries += 1;
        throw failure;
      };
      await expect(sendThroughRestart(send, [1, 1])).rejects.toBe(failure);
      expect(tries).toBe(1);
    }
  });
});
