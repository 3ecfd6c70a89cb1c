import * as migration_20261121_195726_initial from './20261121_195726_initial';
import * as migration_20261121_224205_gallery_views from './20261121_224205_gallery_views';

export const migrations = [
  {
    up: migration_20261121_195726_initial.up,
    down: migration_20261121_195726_initial.down,
    name: '20261121_195726_initial',
  },
  {
    up: migration_20261121_224205_gallery_views.up,
    down: migration_20261121_224205_gallery_views.down,
    name: '20261121_224205_gallery_views'
  },
];
