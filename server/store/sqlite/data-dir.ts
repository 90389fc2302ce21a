/**
 * DATA_DIR checked before SQLite opens anything in it: a folder this process can create files in,
 * created with its missing parents. Each way it can fail stops the start with a message naming
 * DATA_DIR and saying what to change, instead of a raw EEXIST or ENOTDIR — or a hang: Node's
 * `mkdirSync(…, { recursive: true })` loops for ever on a path under /proc, so folders are made one
 * at a time here.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** DATA_DIR cannot hold the database; the message names DATA_DIR and the path. */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

/** Makes sure `dir` is a folder where files can be created, creating it and its missing parents. */
export function prepareDataDir(dir: string): void {
  for (const folder of missingFolders(dir)) {
    try {
      mkdirSync(folder);
    } catch (error) {
      throw dataDirError(dir, `impossible de créer le dossier ${folder}`, error);
    }
  }
  // SQLite creates its file, its log (-wal) and its shared index (-shm) side by side: try one.
  const probe = path.join(dir, `.procuration-essai-${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    throw dataDirError(dir, "impossible d'y créer un fichier", error);
  }
}

/** The folders to create, outermost first; throws when a part of the path exists but is not a folder. */
function missingFolders(dir: string): string[] {
  const missing: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(current).isDirectory();
    } catch (error) {
      const code = errorCode(error);
      if ((code === 'ENOENT' || code === 'ENOTDIR') && path.dirname(current) !== current) {
        missing.unshift(current);
        continue;
      }
      throw dataDirError(dir, `impossible de lire ${current}`, error);
    }
    if (!isDirectory)
      throw dataDirError(dir, current === dir ? 'ce chemin est un fichier, pas un dossier' : `${current} est un fichier, pas un dossier`);
    return missing;
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'droits insuffisants',
  EPERM: 'opération interdite',
  EROFS: 'système de fichiers en lecture seule',
  ENOSPC: 'disque plein',
  EDQUOT: 'quota disque atteint',
  ENOENT: "ce dossier n'accepte pas de nouveaux fichiers",
};

function dataDirError(dir: string, what: string, cause?: unknown): DataDirError {
  const code = errorCode(cause);
  const reason = code === undefined ? '' : ` (${REASONS[code] ?? code})`;
  return new DataDirError(
    `DATA_DIR : le dossier ${dir} ne peut pas recevoir la base de données : ${what}${reason}. Indiquez un dossier où le serveur peut écrire.`,
    { cause },
  );
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
