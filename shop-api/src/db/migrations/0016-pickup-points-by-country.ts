// Pickup points per country (issue #26): the lv site listed lockers in Vilnius and a Riga post office next to
// Kaunas, because every site got every point. A point now belongs to a country, and a checkout offers the points
// of its site's country. Names are the place only ("Akropolis"): the kind ("Parcel locker", "Post office") is the
// courier's, which the storefront already shows translated, so no shop-provided label stays in English.
export const sql = /* sql */ `
ALTER TABLE pickup_points ADD COLUMN country_iso text NOT NULL DEFAULT 'LT' CHECK (country_iso ~ '^[A-Z]{2}$');
UPDATE pickup_points SET name = 'Akropolis' WHERE parcelshop_id = 'PL-1001';
UPDATE pickup_points SET name = 'Panorama' WHERE parcelshop_id = 'PL-1002';
UPDATE pickup_points SET name = 'Mega' WHERE parcelshop_id = 'PL-2001';
UPDATE pickup_points SET name = 'Vilnius 1' WHERE parcelshop_id = 'PO-01';
UPDATE pickup_points SET name = 'Rīga 50', country_iso = 'LV' WHERE parcelshop_id = 'PO-02';
INSERT INTO pickup_points (parcelshop_id, courier_id, name, address, position, country_iso) VALUES
  ('PL-3001', 2, 'Galerija Centrs', 'Audēju iela 16, Rīga', 1, 'LV'),
  ('PL-3002', 2, 'Spice', 'Lielirbes iela 29, Rīga', 2, 'LV'),
  ('PL-3003', 2, 'Ozols', 'Brīvības gatve 386, Rīga', 3, 'LV'),
  ('PO-03', 3, 'Daugavpils 1', 'Cietokšņa iela 28, Daugavpils', 3, 'LV'),
  ('PL-4001', 2, 'Viru Keskus', 'Viru väljak 4, Tallinn', 1, 'EE'),
  ('PL-4002', 2, 'Ülemiste', 'Suur-Sõjamäe 4, Tallinn', 2, 'EE'),
  ('PL-4003', 2, 'Lõunakeskus', 'Ringtee 75, Tartu', 3, 'EE'),
  ('PO-04', 3, 'Tallinn Postimaja', 'Narva mnt 1, Tallinn', 1, 'EE'),
  ('PL-5001', 2, 'Amsterdam Centraal', 'Stationsplein 15, Amsterdam', 1, 'NL'),
  ('PL-5002', 2, 'Rotterdam Centraal', 'Stationsplein 1, Rotterdam', 2, 'NL'),
  ('PO-05', 3, 'Utrecht Neude', 'Neude 11, Utrecht', 1, 'NL'),
  ('PL-6001', 2, 'Dubai Mall', 'Financial Center Rd, Dubai', 1, 'AE'),
  ('PL-6002', 2, 'Mall of the Emirates', 'Sheikh Zayed Rd, Dubai', 2, 'AE'),
  ('PO-06', 3, 'Abu Dhabi Central', 'Hamdan Bin Mohammed St, Abu Dhabi', 1, 'AE')
ON CONFLICT (parcelshop_id) DO NOTHING;
ALTER TABLE pickup_points ALTER COLUMN country_iso DROP DEFAULT;
CREATE INDEX pickup_points_country ON pickup_points (country_iso, courier_id, position);
`;
