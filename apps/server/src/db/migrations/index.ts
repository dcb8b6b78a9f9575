import type { Migration } from 'kysely';
import * as m0001 from './0001_orgs_users.ts';
import * as m0002 from './0002_groups.ts';
import * as m0003 from './0003_tokens.ts';
import * as m0004 from './0004_oauth.ts';
import * as m0005 from './0005_user_resources.ts';
import * as m0006 from './0006_sign_in_failures.ts';
import * as m0007 from './0007_org_trust_user_profile.ts';
import * as m0010 from './0010_items.ts';
import * as m0011 from './0011_item_search_speed.ts';
import * as m0012 from './0012_group_user_search.ts';
import * as m0013 from './0013_credential_expiry.ts';
import * as m0014 from './0014_search_words.ts';
import * as m0020 from './0020_domains.ts';
import * as m0021 from './0021_oauth_app_items.ts';
import * as m0030 from './0030_group_invitations.ts';
import * as m0100 from './0100_events.ts';
import * as m0120 from './0120_feature_layers.ts';
import * as m0121 from './0121_jobs.ts';
import * as m0130 from './0130_discussions.ts';
import * as m0140 from './0140_downloads.ts';
import * as m0150 from './0150_item_versions.ts';
import * as m0160 from './0160_group_applications.ts';
import * as m0161 from './0161_user_thumbnails.ts';
import * as m0162 from './0162_feature_layer_data_version.ts';
import * as m0163 from './0163_feature_service_source.ts';
import * as m0164 from './0164_data_version.ts';
import * as m0165 from './0165_item_facet_counts.ts';
import * as m0166 from './0166_telemetry_events.ts';
import * as m0167 from './0167_telemetry_rollups.ts';
import * as m0168 from './0168_item_relationships.ts';
import * as m0169 from './0169_item_facet_group_counts.ts';
import * as m0172 from './0172_rate_limits.ts';
import * as m0173 from './0173_sign_in_claims.ts';
import * as m0175 from './0175_server_secrets.ts';
import * as m0180 from './0180_item_readers.ts';
import * as m0181 from './0181_item_title_words.ts';
import * as m0182 from './0182_item_title_order_readers.ts';
import * as m0185 from './0185_import_journal.ts';
import * as m0190 from './0190_notifications.ts';
import * as m0191 from './0191_account_tokens.ts';
import * as m0195 from './0195_oidc_sign_in.ts';
import * as m0208 from './0208_telemetry_visitor_classes.ts';

/**
 * Every migration, in order. Number ranges keep concurrent work apart: 0002–0009 identity and groups,
 * 0010–0019 items and search, 0020–0029 hub services (domains, ...). Names sort lexically; never rename or edit one that has shipped:
 * add a new file instead.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_orgs_users': m0001,
  '0002_groups': m0002,
  '0003_tokens': m0003,
  '0004_oauth': m0004,
  '0005_user_resources': m0005,
  '0006_sign_in_failures': m0006,
  '0007_org_trust_user_profile': m0007,
  '0010_items': m0010,
  '0011_item_search_speed': m0011,
  '0012_group_user_search': m0012,
  '0013_credential_expiry': m0013,
  '0014_search_words': m0014,
  '0020_domains': m0020,
  '0021_oauth_app_items': m0021,
  '0030_group_invitations': m0030,
  '0100_events': m0100,
  '0120_feature_layers': m0120,
  '0121_jobs': m0121,
  '0130_discussions': m0130,
  '0140_downloads': m0140,
  '0150_item_versions': m0150,
  '0160_group_applications': m0160,
  '0161_user_thumbnails': m0161,
  '0162_feature_layer_data_version': m0162,
  '0163_feature_service_source': m0163,
  '0164_data_version': m0164,
  '0165_item_facet_counts': m0165,
  '0166_telemetry_events': m0166,
  '0167_telemetry_rollups': m0167,
  '0168_item_relationships': m0168,
  '0169_item_facet_group_counts': m0169,
  '0172_rate_limits': m0172,
  '0173_sign_in_claims': m0173,
  '0175_server_secrets': m0175,
  '0180_item_readers': m0180,
  '0181_item_title_words': m0181,
  '0182_item_title_order_readers': m0182,
  '0185_import_journal': m0185,
  '0190_notifications': m0190,
  '0191_account_tokens': m0191,
  '0195_oidc_sign_in': m0195,
  '0208_telemetry_visitor_classes': m0208,
};
