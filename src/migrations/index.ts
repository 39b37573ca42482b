import * as migration_20261122_222317_initial from './20261122_222317_initial';
import * as migration_20261123_190949_site_config_strapline from './20261123_190949_site_config_strapline';
import * as migration_20261123_225701_private_files from './20261123_225701_private_files';
import * as migration_20261124_085057_payment_attention_texts from './20261124_085057_payment_attention_texts';
import * as migration_20261124_194539_resident_cancellation from './20261124_194539_resident_cancellation';
import * as migration_20261129_031605_event_sessions from './20261129_031605_event_sessions';
import * as migration_20261129_054924_session_reminders from './20261129_054924_session_reminders';
import * as migration_20261129_091845_consent_and_introductions from './20261129_091845_consent_and_introductions';

export const migrations = [
  {
    up: migration_20261122_222317_initial.up,
    down: migration_20261122_222317_initial.down,
    name: '20261122_222317_initial',
  },
  {
    up: migration_20261123_190949_site_config_strapline.up,
    down: migration_20261123_190949_site_config_strapline.down,
    name: '20261123_190949_site_config_strapline',
  },
  {
    up: migration_20261123_225701_private_files.up,
    down: migration_20261123_225701_private_files.down,
    name: '20261123_225701_private_files',
  },
  {
    up: migration_20261124_085057_payment_attention_texts.up,
    down: migration_20261124_085057_payment_attention_texts.down,
    name: '20261124_085057_payment_attention_texts',
  },
  {
    up: migration_20261124_194539_resident_cancellation.up,
    down: migration_20261124_194539_resident_cancellation.down,
    name: '20261124_194539_resident_cancellation',
  },
  {
    up: migration_20261129_031605_event_sessions.up,
    down: migration_20261129_031605_event_sessions.down,
    name: '20261129_031605_event_sessions',
  },
  {
    up: migration_20261129_054924_session_reminders.up,
    down: migration_20261129_054924_session_reminders.down,
    name: '20261129_054924_session_reminders',
  },
  {
    up: migration_20261129_091845_consent_and_introductions.up,
    down: migration_20261129_091845_consent_and_introductions.down,
    name: '20261129_091845_consent_and_introductions'
  },
];
