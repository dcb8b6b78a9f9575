import type { Db } from '../db/database.ts';
import { writeItemFile } from '../db/repositories/itemFileRepository.ts';
import { demoItemId } from './demoItemId.ts';

/** The demo's Public Art CSV: a small public file the hub serves as a table and map through its dataset service. */
const ARTWORKS: readonly (readonly [string, string, number, string, string, number, number])[] = [
  ['River of Light', 'Ana Okafor', 2019, 'Mural', 'Downtown', 33.9819, -117.3755],
  ['Orange Grove Memory', 'Luis Carrillo', 2008, 'Mural', 'Eastside', 33.9761, -117.3549],
  ['The Reader', 'Mei Tanaka', 2015, 'Sculpture', 'Downtown', 33.9806, -117.3731],
  ['Mission Bells', 'Joaquín Reyes', 1998, 'Sculpture', 'Downtown', 33.9834, -117.3718],
  ['Wind Garden', 'Priya Raman', 2021, 'Installation', 'Fairmount Park', 33.9962, -117.3867],
  ['Citrus Line', 'Dana Whitfield', 2012, 'Mural', 'Arlington', 33.9335, -117.4129],
  ['Heron', 'Tom Becker', 2017, 'Sculpture', 'Santa Ana River Trail', 33.9698, -117.4201],
  ['Voices of Magnolia', 'Collective 92501', 2020, 'Mural', 'Magnolia Center', 33.9474, -117.3941],
  ['Sun Dial Plaza', 'Grace Liu', 2005, 'Installation', 'University', 33.9737, -117.3281],
  ['Hands Together', 'Samuel Ortiz', 2010, 'Sculpture', 'Casa Blanca', 33.9219, -117.3902],
  ['Blue Hour', 'Nadia Haddad', 2023, 'Mural', 'Wood Streets', 33.9646, -117.3889],
  ['Arroyo Stones', 'Kenji Morris', 2016, 'Installation', 'Sycamore Canyon', 33.9408, -117.3032],
  ['The Long Table', 'Ruth Abernathy', 2018, 'Sculpture', 'Downtown', 33.9813, -117.3765],
  ['Poppies at Noon', 'Elena Petrova', 2022, 'Mural', 'La Sierra', 33.9106, -117.4652],
  ['Railyard Echoes', 'Marcus Green', 2013, 'Mural', 'Northside', 34.0021, -117.3812],
  ['Water Keeper', 'Isabel Cruz', 2024, 'Sculpture', 'Fairmount Park', 33.9951, -117.3882],
];

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text: one artwork a line, with its coordinates in Latitude and Longitude columns. */
export function publicArtCsv(): string {
  const header = ['Title', 'Artist', 'Year', 'Kind', 'Neighbourhood', 'Latitude', 'Longitude'];
  return [header, ...ARTWORKS].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Stores the Public Art item's CSV file, as an upload would (in the seed's transaction). */
export async function seedPublicArtFile(db: Db, options: { readonly now: number }): Promise<void> {
  const itemId = demoItemId('riverside', 'public-art');
  const bytes = Buffer.from(publicArtCsv(), 'utf8');
  await writeItemFile(
    db,
    {
      itemId,
      role: 'data',
      path: '',
      contentType: 'text/csv',
      now: options.now,
      author: 'publisher_riverside',
      fileName: 'public-art.csv',
    },
    [bytes],
  );
  await db.updateTable('items').set({ size: bytes.length, name: 'public-art.csv' }).where('id', '=', itemId).execute();
}
