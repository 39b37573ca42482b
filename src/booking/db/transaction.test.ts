import type pg from 'pg'
import { describe, expect, it } from 'vitest'

import { inTransaction } from './transaction'

/** A pool lending one recorded client: the statements it was sent, and how it went back. */
function recordingPool(failOn: string[] = []) {
  const statements: string[] = []
  const released: unknown[] = []
  const client = {
    query: async (sql: string) => {
      statements.push(sql)
      if (failOn.includes(sql)) throw new Error(`${sql} failed`)
      return { rows: [] }
    },
    release: (error?: unknown) => void released.push(error),
  }
  const pool = { connect: async () => client as unknown as pg.PoolClient }
  return { pool, statements, released }
}

describe('inTransaction', () => {
  it('begins, runs the work, commits, answers its result and gives the client back', async () => {
    const { pool, statements, released } = recordingPool()
    const result = await inTransaction(pool, async (client) => {
      await client.query('SELECT 1')
      return 7
    })
    expect(result).toBe(7)
    expect(statements).toEqual(['BEGIN', 'SELECT 1', 'COMMIT'])
    expect(released).toEqual([undefined])
  })

  it('rolls back when the work throws, throws the work error, and gives the client back', async () => {
    const { pool, statements, released } = recordingPool()
    await expect(
      inTransaction(pool, async () => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(statements).toEqual(['BEGIN', 'ROLLBACK'])
    expect(released).toEqual([undefined])
  })

  it('rolls back a result commitWhen refuses, and still answers it', async () => {
    const { pool, statements } = recordingPool()
    const result = await inTransaction(pool, async () => 'notFound', { commitWhen: (outcome) => outcome === 'extended' })
    expect(result).toBe('notFound')
    expect(statements).toEqual(['BEGIN', 'ROLLBACK'])
    const committed = recordingPool()
    await inTransaction(committed.pool, async () => 'extended', { commitWhen: (outcome) => outcome === 'extended' })
    expect(committed.statements).toEqual(['BEGIN', 'COMMIT'])
  })

  it('rolls back a failed COMMIT', async () => {
    const { pool, statements } = recordingPool(['COMMIT'])
    await expect(inTransaction(pool, async () => 1)).rejects.toThrow('COMMIT failed')
    expect(statements).toEqual(['BEGIN', 'COMMIT', 'ROLLBACK'])
  })

  it('destroys a client whose ROLLBACK failed, and throws the work error, not the rollback error', async () => {
    const { pool, released } = recordingPool(['ROLLBACK'])
    await expect(
      inTransaction(pool, async () => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(released).toHaveLength(1)
    expect(released[0]).toBeInstanceOf(Error)
  })
})
