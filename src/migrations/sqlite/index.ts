import * as migration_20261121_195726_initial from './20261121_195726_initial';

export const migrations = [
  {
    up: migration_20261121_195726_initial.up,
    down: migration_20261121_195726_initial.down,
    name: '20261121_195726_initial'
  },
];
