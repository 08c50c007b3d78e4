import {
  type AccountDocument,
  type AccountFilters,
  documentName,
  downloadDocument,
  EMPTY_ACCOUNT_FILTERS,
  formatOptionalDate,
  loadDocuments,
  documentsMessages as text,
} from '@portal/core/account';
import { formatRubles } from '@portal/core/session';
import { Button, Notice, useResource, useSession } from '@portal/ui';
import { useState } from 'react';
import { AccountFiltersForm } from './AccountFiltersForm';
import { AccountPage, Loaded } from './AccountPage';
import { AccountTable } from './AccountTable';
import { useFileDownload } from './useFileDownload';

/**
 * The download button of one document: docs.download.json, then the file, or why not beside the
 * button (doc 2 §4 put the server's message in a browser alert; issue 42: never an alert).
 */
function Download({ document }: { document: AccountDocument }) {
  const { api } = useSession();
  const name = documentName(document);
  const { busy, failure, download } = useFileDownload(
    () => downloadDocument(api, document),
    (reason) => text.downloadFailed(name, reason),
  );
  return (
    <>
      <Button
        busy={busy}
        busyLabel={text.downloading}
        aria-label={text.downloadName(name)}
        onClick={download}
      >
        {text.download}
      </Button>
      {failure && <Notice tone="error">{failure}</Notice>}
    </>
  );
}

function DocumentsTable({ documents }: { documents: readonly AccountDocument[] }) {
  if (documents.length === 0) return <Notice>{text.empty}</Notice>;
  return (
    <AccountTable
      card
      columns={[
        { label: text.name },
        { label: text.date },
        { label: text.cost, align: 'end' },
        { label: text.download, hidden: true },
      ]}
    >
      {documents.map((document) => (
        <tr key={document.id}>
          <td data-label="" data-title>
            <strong>{documentName(document)}</strong>
          </td>
          <td data-label={text.date}>{formatOptionalDate(document.date)}</td>
          <td data-label={text.cost} data-align="end">
            {formatRubles(document.price) ?? '—'}
          </td>
          <td data-label="" data-align="end">
            <Download document={document} />
          </td>
        </tr>
      ))}
    </AccountTable>
  );
}

/** /personal/docs/ (doc 2 §2.3): the four filters, the documents and their downloads. */
export function DocumentsPage() {
  const { api } = useSession();
  const [applied, setApplied] = useState<AccountFilters>(EMPTY_ACCOUNT_FILTERS);
  const documents = useResource(JSON.stringify(applied), (signal) => loadDocuments(api, applied, signal));
  return (
    <AccountPage title={text.title}>
      <AccountFiltersForm applied={applied} onApply={setApplied} />
      <Loaded resource={documents}>{(list) => <DocumentsTable documents={list} />}</Loaded>
    </AccountPage>
  );
}
