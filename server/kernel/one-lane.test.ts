import { expect, test } from 'vitest';
import { oneLane } from './one-lane.ts';

test('tasks run one at a time, in the order they came, a failure not stopping the next', async () => {
  const lane = oneLane(10);
  const order: string[] = [];
  let running = 0;
  const task =
    (name: string, fails = false) =>
    async () => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      order.push(name);
      running -= 1;
      if (fails) throw new Error(name);
      return name;
    };
  const results = await Promise.allSettled([lane.run(task('a')), lane.run(task('b', true)), lane.run(task('c'))]);
  expect(order).toEqual(['a', 'b', 'c']);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
});

test('past its waiting places the lane refuses at once, and takes tasks again once they have started', async () => {
  const lane = oneLane(2);
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const first = lane.run(() => gate);
  const second = lane.run(async () => 'second');
  expect(lane.run(async () => 'refused')).toBeUndefined();
  open();
  await first;
  expect(await second).toBe('second');
  expect(await lane.run(async () => 'again')).toBe('again');
});
