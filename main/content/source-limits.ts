/**
 * Limits on what an import may read, so a hostile or mistaken source (a zip bomb, a home folder)
 * is refused with a message instead of exhausting memory. The full GHS data for one edition is
 * about 1 MB compiled; these leave ample room.
 */
export interface SourceLimits {
  /** Largest single JSON file (bytes, after unzipping). */
  maxFileBytes: number;
  /** Largest sum of all JSON files read (bytes, after unzipping). */
  maxTotalBytes: number;
  /** Most JSON files read from one folder or zip. */
  maxFiles: number;
  /** Largest zip archive on disk (bytes). */
  maxZipBytes: number;
  /** Deepest folder nesting walked. */
  maxDepth: number;
}

export const defaultSourceLimits: SourceLimits = {
  maxFileBytes: 32 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
  maxFiles: 5_000,
  maxZipBytes: 128 * 1024 * 1024,
  maxDepth: 12,
};

export const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
