import { describe, expect, it } from 'vitest';
import { KeyedMutex } from './keyed-mutex.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedMutex', () => {
  it('runs tasks of one key one at a time, in order, so a read-modify-write loses nothing', async () => {
    const mutex = new KeyedMutex();
    let value = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mutex.run('k', async () => {
          const read = value;
          await tick();
          value = read + 1;
          order.push(i);
        }),
      ),
    );
    expect(value).toBe(20);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(mutex.size).toBe(0);
  });

  it('runs different keys in parallel and keeps going after a task fails', async () => {
    const mutex = new KeyedMutex();
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
    };
    await Promise.all([mutex.run('a', task), mutex.run('b', task)]);
    expect(most).toBe(2);

    await expect(mutex.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.run('a', async () => 'next')).resolves.toBe('next');
  });
});
