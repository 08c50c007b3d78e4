/** A row of an uploaded spreadsheet or a pasted list: an article, its brand when named, the quantity asked for. */
export interface UploadRow {
  article: string;
  /** '' when the row names none. */
  brand: string;
  quantity: number;
}

/** Parsed uploads per user and file name, between the parse, search and add2basket steps. */
export class Uploads {
  readonly #files = new Map<string, UploadRow[]>();
  #next = 1;

  /** Keeps the rows and answers the file name the next steps send back. */
  keep(login: string, originalName: string, rows: UploadRow[]): string {
    const extension = /\.([a-z]+)$/i.exec(originalName)?.[1]?.toLowerCase() ?? 'xlsx';
    const fileName = `upload-${this.#next++}.${extension}`;
    this.#files.set(`${login}\n${fileName}`, rows);
    return fileName;
  }

  rows(login: string, fileName: string): UploadRow[] | undefined {
    return this.#files.get(`${login}\n${fileName}`);
  }

  forget(login: string, fileName: string): void {
    this.#files.delete(`${login}\n${fileName}`);
  }
}
