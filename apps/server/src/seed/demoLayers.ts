import type { NewFeatureRow } from '../db/repositories/featureRowRepository.ts';
import type { LayerSpec } from '../features/publishHostedLayers.ts';
import { airQuality, bikeLanes, buildingPermits, busStops, parkBoundaries, streetTrees } from './demoLayerRows.ts';

/**
 * The hosted layers of the demo datasets (issue 15): believable rows generated from a fixed seed, so every machine
 * shows the same tables, maps and statistics. Each layer names its generator (`demoLayerRows.ts`); `seedDemoLayers`
 * publishes them.
 */
export interface DemoLayer {
  /** The demo item (`DEMO_ITEMS` key, Riverside) the layer is published on. */
  readonly itemKey: string;
  readonly spec: LayerSpec;
  readonly rows: () => Iterable<NewFeatureRow>;
}

export const DEMO_LAYERS: readonly DemoLayer[] = [
  {
    itemKey: 'street-trees',
    spec: {
      name: 'Street Trees',
      geometryType: 'esriGeometryPoint',
      fields: [
        { name: 'Species', type: 'esriFieldTypeString', length: 80 },
        { name: 'Common_Name', alias: 'Common name', type: 'esriFieldTypeString', length: 80 },
        { name: 'DBH', alias: 'Trunk diameter (in)', type: 'esriFieldTypeDouble' },
        { name: 'Height_ft', alias: 'Height (ft)', type: 'esriFieldTypeInteger' },
        { name: 'Planted', type: 'esriFieldTypeDate' },
        { name: 'Condition', type: 'esriFieldTypeString', length: 20 },
        { name: 'Address', type: 'esriFieldTypeString', length: 120 },
        { name: 'Ward', type: 'esriFieldTypeInteger' },
      ],
    },
    rows: streetTrees,
  },
  {
    itemKey: 'park-boundaries',
    spec: {
      name: 'Park Boundaries',
      geometryType: 'esriGeometryPolygon',
      fields: [
        { name: 'Park_Name', alias: 'Park', type: 'esriFieldTypeString', length: 80 },
        { name: 'Park_Type', alias: 'Type', type: 'esriFieldTypeString', length: 40 },
        { name: 'Acres', type: 'esriFieldTypeDouble' },
        { name: 'Amenities', type: 'esriFieldTypeString', length: 200 },
        { name: 'Hours', type: 'esriFieldTypeString', length: 40 },
      ],
    },
    rows: parkBoundaries,
  },
  {
    itemKey: 'bike-lanes',
    spec: {
      name: 'Bike Lanes and Trails',
      geometryType: 'esriGeometryPolyline',
      fields: [
        { name: 'Name', type: 'esriFieldTypeString', length: 80 },
        { name: 'Facility', type: 'esriFieldTypeString', length: 40 },
        { name: 'Miles', type: 'esriFieldTypeDouble' },
        { name: 'Year_Opened', alias: 'Year opened', type: 'esriFieldTypeInteger' },
      ],
    },
    rows: bikeLanes,
  },
  {
    itemKey: 'bus-stops',
    spec: {
      name: 'Bus Stops',
      geometryType: 'esriGeometryPoint',
      fields: [
        { name: 'Stop_ID', alias: 'Stop', type: 'esriFieldTypeString', length: 12 },
        { name: 'Stop_Name', alias: 'Name', type: 'esriFieldTypeString', length: 80 },
        { name: 'Routes', type: 'esriFieldTypeString', length: 40 },
        { name: 'Shelter', type: 'esriFieldTypeString', length: 3 },
        { name: 'Bench', type: 'esriFieldTypeString', length: 3 },
        { name: 'Accessible', type: 'esriFieldTypeString', length: 3 },
        { name: 'Daily_Boardings', alias: 'Daily boardings', type: 'esriFieldTypeInteger' },
      ],
    },
    rows: busStops,
  },
  {
    itemKey: 'building-permits',
    spec: {
      name: 'Building Permits 2025',
      geometryType: 'esriGeometryPoint',
      fields: [
        { name: 'Permit_No', alias: 'Permit', type: 'esriFieldTypeString', length: 16 },
        { name: 'Address', type: 'esriFieldTypeString', length: 120 },
        { name: 'Work_Type', alias: 'Type of work', type: 'esriFieldTypeString', length: 40 },
        { name: 'Valuation', type: 'esriFieldTypeDouble' },
        { name: 'Status', type: 'esriFieldTypeString', length: 20 },
        { name: 'Issued', type: 'esriFieldTypeDate' },
        { name: 'Completed', type: 'esriFieldTypeDate' },
        { name: 'Ward', type: 'esriFieldTypeInteger' },
      ],
    },
    rows: buildingPermits,
  },
  {
    itemKey: 'air-quality',
    spec: {
      name: 'Air Quality Readings',
      geometryType: null,
      fields: [
        { name: 'Station', type: 'esriFieldTypeString', length: 40 },
        { name: 'Pollutant', type: 'esriFieldTypeString', length: 10 },
        { name: 'Reading', type: 'esriFieldTypeDouble' },
        { name: 'Unit', type: 'esriFieldTypeString', length: 10 },
        { name: 'Measured', type: 'esriFieldTypeDate' },
      ],
    },
    rows: airQuality,
  },
];
