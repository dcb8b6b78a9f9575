/**
 * A released schema: the migrations a release shipped (ADR 0192). A data folder or database made by that release has
 * exactly these applied; its fixture is a backup (ADR 0190) of the demo data seeded on that schema, made when it was
 * released by `npm run release:fixture -- <version>` and kept beside this file.
 */
export interface ReleasedSchema {
  readonly version: string;
  /** The commit the release was cut from. */
  readonly commit: string;
  readonly migrations: readonly string[];
  /** Its fixture, relative to this folder. */
  readonly fixture: string;
}

/**
 * Every released schema, oldest first. Append one for each release: the upgrade test migrates each to the latest.
 *
 * @example
 * const oldest = RELEASED_SCHEMAS[0];
 */
export const RELEASED_SCHEMAS: readonly ReleasedSchema[] = [
  {
    version: '0.1.0',
    commit: 'bb489b4',
    fixture: 'releases/v0.1.0.tar.gz',
    migrations: [
      '0001_orgs_users',
      '0002_groups',
      '0003_tokens',
      '0004_oauth',
      '0005_user_resources',
      '0006_sign_in_failures',
      '0007_org_trust_user_profile',
      '0010_items',
      '0011_item_search_speed',
      '0012_group_user_search',
      '0013_credential_expiry',
      '0014_search_words',
      '0020_domains',
      '0021_oauth_app_items',
      '0030_group_invitations',
      '0100_events',
      '0120_feature_layers',
      '0121_jobs',
      '0130_discussions',
      '0140_downloads',
      '0150_item_versions',
      '0160_group_applications',
      '0161_user_thumbnails',
      '0162_feature_layer_data_version',
      '0163_feature_service_source',
      '0164_data_version',
      '0165_item_facet_counts',
      '0166_telemetry_events',
      '0167_telemetry_rollups',
      '0168_item_relationships',
      '0169_item_facet_group_counts',
    ],
  },
];
