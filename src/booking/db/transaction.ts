import type pg from 'pg'

/** Anything that lends a client: the booking pool, or a test's stand-in for it. */
export type Connectable = Pick<pg.Pool, 'connect'>

export interface TransactionOptions<T> {
  /**
   * Whether the result is committed; false rolls back and still answers it. For work that looks
   * before it writes and answers a refusal without writing (hold-extension-repository.ts): the
   * refusal ends the transaction with ROLLBACK, not COMMIT, so its row locks go without a commit.
   */
  commitWhen?: (result: T) => boolean
}

/**
 * The one way booking code runs a transaction: checks out a client, BEGINs, runs the work on it,
 * COMMITs, and ROLLBACKs when the work throws (the work's error is thrown, not the rollback's). The
 * client always goes back to the pool; one whose ROLLBACK failed is destroyed instead, since its
 * connection may still be inside the aborted transaction and would poison the next borrower.
 */
export async function inTransaction<T>(pool: Connectable, work: (client: pg.PoolClient) => Promise<T>, options: TransactionOptions<T> = {}): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query(options.commitWhen === undefined || options.commitWhen(result) ? 'COMMIT' : 'ROLLBACK')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError))
    })
    throw error
  } finally {
    client.release(broken)
  }
}
