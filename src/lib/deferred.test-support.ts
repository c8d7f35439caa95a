/** A promise the test settles by hand, for stubbing a machine's calls in its tests. */
export interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets pending promise callbacks run (a settled stub's answer reaches the machine). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
