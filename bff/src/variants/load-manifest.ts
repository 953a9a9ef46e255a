import { readFileSync } from 'node:fs';
import { ConfigError } from '@storefront/service-kit';
import { defaultManifest } from './default-manifest.js';
import { type Manifest, manifestSchema } from './manifest-schema.js';

/** A VARIANTS_FILE the bff refuses: configuration, so `npm start` does not retry it (service-kit start-failure). */
export class ManifestError extends ConfigError {}

/**
 * The built-in manifest, or the JSON file named by VARIANTS_FILE (it replaces the built-in one whole, so what
 * runs is exactly what the file says). Throws a ManifestError listing every bad field.
 */
export function loadManifest(file?: string): Manifest {
  let input: unknown = defaultManifest;
  const source = file ?? 'the built-in manifest';
  if (file) {
    try {
      input = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ManifestError(`VARIANTS_FILE ${file} cannot be read as JSON: ${(error as Error).message}`);
    }
  }
  const parsed = manifestSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ManifestError(`Invalid variant manifest in ${source}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
