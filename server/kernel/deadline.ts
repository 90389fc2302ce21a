/** A bound on how long the server waits for one call to a dependency, whatever the dependency does. */

/** The call did not settle within its deadline; it may still finish in the background, unheard. */
export class DeadlineExceededError extends Error {
  override readonly name = 'DeadlineExceededError';
}

/** Settles as `call` does, or rejects with DeadlineExceededError after `ms`. The timer does not outlive the call. */
export async function withDeadline<T>(call: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceededError(`${what} : pas de réponse en ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([call, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
