import * as migration_20261122_222317_initial from './20261122_222317_initial';

export const migrations = [
  {
    up: migration_20261122_222317_initial.up,
    down: migration_20261122_222317_initial.down,
    name: '20261122_222317_initial'
  },
];
