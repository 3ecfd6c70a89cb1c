import * as migration_20261121_195736_initial from './20261121_195736_initial';
import * as migration_20261121_224211_gallery_views from './20261121_224211_gallery_views';
import * as migration_20261121_233818_slideshow_music from './20261121_233818_slideshow_music';
import * as migration_20261122_031005_lightbox_downloads from './20261122_031005_lightbox_downloads';
import * as migration_20261122_053441_watermarked_media from './20261122_053441_watermarked_media';
import * as migration_20261122_084753_engagement from './20261122_084753_engagement';
import * as migration_20261122_220949_rating_lookups from './20261122_220949_rating_lookups';
import * as migration_20261123_010919_s3_object_keys from './20261123_010919_s3_object_keys';
import * as migration_20261123_050503_marketing_blocks from './20261123_050503_marketing_blocks';
import * as migration_20261123_054322_hotspots_menus_search_consent from './20261123_054322_hotspots_menus_search_consent';
import * as migration_20261123_060127_parallax_section from './20261123_060127_parallax_section';
import * as migration_20261123_210852_video_files from './20261123_210852_video_files';
import * as migration_20261123_211909_slider_block from './20261123_211909_slider_block';
import * as migration_20261123_212215_section_block from './20261123_212215_section_block';
import * as migration_20261123_213602_portfolio from './20261123_213602_portfolio';
import * as migration_20261123_220115_map_block from './20261123_220115_map_block';
import * as migration_20261123_222209_chrome_settings from './20261123_222209_chrome_settings';
import * as migration_20261124_105826_testimonials_height from './20261124_105826_testimonials_height';
import * as migration_20261125_022521_retire_dead_settings from './20261125_022521_retire_dead_settings';
import * as migration_20261125_054600_site_forms from './20261125_054600_site_forms';
import * as migration_20261125_055927_newsletter from './20261125_055927_newsletter';
import * as migration_20261125_060541_site_search from './20261125_060541_site_search';
import * as migration_20261125_095526_commerce from './20261125_095526_commerce';
import * as migration_20261125_100935_video_galleries from './20261125_100935_video_galleries';
import * as migration_20261125_102220_video_gallery_block from './20261125_102220_video_gallery_block';
import * as migration_20261125_122010_video_player from './20261125_122010_video_player';
import * as migration_20261125_130558_albums_legacy_id from './20261125_130558_albums_legacy_id';
import * as migration_20261125_131609_import_runs from './20261125_131609_import_runs';
import * as migration_20261125_160348_instagram_import from './20261125_160348_instagram_import';
import * as migration_20261125_161636_pricelist_legacy_id from './20261125_161636_pricelist_legacy_id';
import * as migration_20261127_030000_search_visible_text from './20261127_030000_search_visible_text';
import * as migration_20261127_031953_video_search_instagram_draft from './20261127_031953_video_search_instagram_draft';
import * as migration_20261127_040023_autosave_drafts from './20261127_040023_autosave_drafts';
import * as migration_20261127_051412_media_visibility from './20261127_051412_media_visibility';
import * as migration_20261127_061246_sign_in_throttle from './20261127_061246_sign_in_throttle';

export const migrations = [
  {
    up: migration_20261121_195736_initial.up,
    down: migration_20261121_195736_initial.down,
    name: '20261121_195736_initial',
  },
  {
    up: migration_20261121_224211_gallery_views.up,
    down: migration_20261121_224211_gallery_views.down,
    name: '20261121_224211_gallery_views',
  },
  {
    up: migration_20261121_233818_slideshow_music.up,
    down: migration_20261121_233818_slideshow_music.down,
    name: '20261121_233818_slideshow_music',
  },
  {
    up: migration_20261122_031005_lightbox_downloads.up,
    down: migration_20261122_031005_lightbox_downloads.down,
    name: '20261122_031005_lightbox_downloads',
  },
  {
    up: migration_20261122_053441_watermarked_media.up,
    down: migration_20261122_053441_watermarked_media.down,
    name: '20261122_053441_watermarked_media',
  },
  {
    up: migration_20261122_084753_engagement.up,
    down: migration_20261122_084753_engagement.down,
    name: '20261122_084753_engagement',
  },
  {
    up: migration_20261122_220949_rating_lookups.up,
    down: migration_20261122_220949_rating_lookups.down,
    name: '20261122_220949_rating_lookups',
  },
  {
    up: migration_20261123_010919_s3_object_keys.up,
    down: migration_20261123_010919_s3_object_keys.down,
    name: '20261123_010919_s3_object_keys',
  },
  {
    up: migration_20261123_050503_marketing_blocks.up,
    down: migration_20261123_050503_marketing_blocks.down,
    name: '20261123_050503_marketing_blocks',
  },
  {
    up: migration_20261123_054322_hotspots_menus_search_consent.up,
    down: migration_20261123_054322_hotspots_menus_search_consent.down,
    name: '20261123_054322_hotspots_menus_search_consent',
  },
  {
    up: migration_20261123_060127_parallax_section.up,
    down: migration_20261123_060127_parallax_section.down,
    name: '20261123_060127_parallax_section',
  },
  {
    up: migration_20261123_210852_video_files.up,
    down: migration_20261123_210852_video_files.down,
    name: '20261123_210852_video_files',
  },
  {
    up: migration_20261123_211909_slider_block.up,
    down: migration_20261123_211909_slider_block.down,
    name: '20261123_211909_slider_block',
  },
  {
    up: migration_20261123_212215_section_block.up,
    down: migration_20261123_212215_section_block.down,
    name: '20261123_212215_section_block',
  },
  {
    up: migration_20261123_213602_portfolio.up,
    down: migration_20261123_213602_portfolio.down,
    name: '20261123_213602_portfolio',
  },
  {
    up: migration_20261123_220115_map_block.up,
    down: migration_20261123_220115_map_block.down,
    name: '20261123_220115_map_block',
  },
  {
    up: migration_20261123_222209_chrome_settings.up,
    down: migration_20261123_222209_chrome_settings.down,
    name: '20261123_222209_chrome_settings',
  },
  {
    up: migration_20261124_105826_testimonials_height.up,
    down: migration_20261124_105826_testimonials_height.down,
    name: '20261124_105826_testimonials_height',
  },
  {
    up: migration_20261125_022521_retire_dead_settings.up,
    down: migration_20261125_022521_retire_dead_settings.down,
    name: '20261125_022521_retire_dead_settings',
  },
  {
    up: migration_20261125_054600_site_forms.up,
    down: migration_20261125_054600_site_forms.down,
    name: '20261125_054600_site_forms',
  },
  {
    up: migration_20261125_055927_newsletter.up,
    down: migration_20261125_055927_newsletter.down,
    name: '20261125_055927_newsletter',
  },
  {
    up: migration_20261125_060541_site_search.up,
    down: migration_20261125_060541_site_search.down,
    name: '20261125_060541_site_search',
  },
  {
    up: migration_20261125_095526_commerce.up,
    down: migration_20261125_095526_commerce.down,
    name: '20261125_095526_commerce',
  },
  {
    up: migration_20261125_100935_video_galleries.up,
    down: migration_20261125_100935_video_galleries.down,
    name: '20261125_100935_video_galleries',
  },
  {
    up: migration_20261125_102220_video_gallery_block.up,
    down: migration_20261125_102220_video_gallery_block.down,
    name: '20261125_102220_video_gallery_block',
  },
  {
    up: migration_20261125_122010_video_player.up,
    down: migration_20261125_122010_video_player.down,
    name: '20261125_122010_video_player',
  },
  {
    up: migration_20261125_130558_albums_legacy_id.up,
    down: migration_20261125_130558_albums_legacy_id.down,
    name: '20261125_130558_albums_legacy_id',
  },
  {
    up: migration_20261125_131609_import_runs.up,
    down: migration_20261125_131609_import_runs.down,
    name: '20261125_131609_import_runs',
  },
  {
    up: migration_20261125_160348_instagram_import.up,
    down: migration_20261125_160348_instagram_import.down,
    name: '20261125_160348_instagram_import',
  },
  {
    up: migration_20261125_161636_pricelist_legacy_id.up,
    down: migration_20261125_161636_pricelist_legacy_id.down,
    name: '20261125_161636_pricelist_legacy_id',
  },
  {
    up: migration_20261127_030000_search_visible_text.up,
    down: migration_20261127_030000_search_visible_text.down,
    name: '20261127_030000_search_visible_text',
  },
  {
    up: migration_20261127_031953_video_search_instagram_draft.up,
    down: migration_20261127_031953_video_search_instagram_draft.down,
    name: '20261127_031953_video_search_instagram_draft',
  },
  {
    up: migration_20261127_040023_autosave_drafts.up,
    down: migration_20261127_040023_autosave_drafts.down,
    name: '20261127_040023_autosave_drafts',
  },
  {
    up: migration_20261127_051412_media_visibility.up,
    down: migration_20261127_051412_media_visibility.down,
    name: '20261127_051412_media_visibility',
  },
  {
    up: migration_20261127_061246_sign_in_throttle.up,
    down: migration_20261127_061246_sign_in_throttle.down,
    name: '20261127_061246_sign_in_throttle'
  },
];
