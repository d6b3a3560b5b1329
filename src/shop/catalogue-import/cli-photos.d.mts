// Types of cli-photos.mjs for the Node tests (the project type-checks TypeScript only).
export function photoPathInside(folder: string, name: string): string | null;
export function readPhotoInside(folder: string, name: string, maxBytes: number): Uint8Array | null;
export function publicOnlyFetch(
  isPublic: (address: string) => boolean,
  options?: {
    lookup?: (host: string, options: { all: true }) => Promise<{ address: string; family: number }[]>;
    fetcher?: typeof fetch;
  },
): typeof fetch;
