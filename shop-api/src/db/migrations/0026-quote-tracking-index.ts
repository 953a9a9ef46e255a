// A shipped quote's parcel is found on the public tracking page by its number (track-parcel.ts), as a forward
// request's is (its column is UNIQUE, so indexed). Not unique here: quotes bought together may travel in one
// parcel under one number.
export const sql = /* sql */ `
CREATE INDEX quotes_tracking_number ON quotes (tracking_number) WHERE tracking_number IS NOT NULL;
`;
