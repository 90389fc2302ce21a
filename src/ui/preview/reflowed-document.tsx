/**
 * The preview on a phone (under 768 px, docs/decisions/063): the document's own words, from the same
 * description as the PDF, reflowed to the screen's width at a readable size — its title, the people,
 * its paragraphs and lists, the places to sign — with the PDF's page breaks shown as separators. The
 * page-faithful view (document-preview.tsx) stays on wide screens.
 */
import { memo } from 'react';
import type { DocumentBlock, DocumentDescription, SignatureSlot } from '../../domain/documents/document-blocks.ts';
import type { LaidOutDocument } from '../../pdf/documents/procuration/procuration-layout.ts';

/** Drawn again only when new pages are laid out, not each time the form changes (docs/decisions/139). */
export const ReflowedDocument = memo(function ReflowedDocument({
  description,
  layout,
}: {
  description: DocumentDescription;
  layout: LaidOutDocument;
}) {
  const pageOf = blockPages(description.blocks, layout);
  return (
    <article className="preview__reflow" lang={description.language} data-page-count={layout.pages.length}>
      {description.blocks.map((block, index) => {
        const page = pageOf[index] ?? 1;
        const newPage = index > 0 && page !== pageOf[index - 1];
        return (
          <div key={index} className="preview__reflow-block">
            {newPage ? (
              <p className="preview__page-break" role="separator" aria-label={`Page ${page} sur ${layout.pages.length}`}>
                Page {page} sur {layout.pages.length}
              </p>
            ) : null}
            <ReflowedBlock block={block} />
          </div>
        );
      })}
    </article>
  );
});

/** One block of the paper, reflowed; also what the mandataire reads on their page (src/accepter, docs/decisions/218). */
export function ReflowedBlock({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case 'title':
      return <h3 className="preview__reflow-title">{block.text}</h3>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'parties':
      return (
        // Side by side on paper, one under the other here: the mandants first, as the body names them.
        <div className="preview__parties">
          <People people={block.grantors} />
          <People people={block.attorneys} />
        </div>
      );
    case 'list':
      return (
        <>
          <p className="preview__list-heading">{block.heading}</p>
          <ul>
            {block.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
          {block.closing ? <p>{block.closing}</p> : null}
        </>
      );
    case 'signature':
      return <Signature slot={block} />;
    case 'signatures':
      return (
        <div className="preview__signatures">
          {block.slots.map((slot, index) => (
            <Signature key={index} slot={slot} />
          ))}
        </div>
      );
  }
}

function People({ people }: { people: string[][] }) {
  return (
    <div>
      {people.map((lines, index) => (
        <p key={index}>
          {lines.map((line, lineIndex) => (
            <span key={lineIndex} className="preview__person-line">
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

function Signature({ slot }: { slot: SignatureSlot }) {
  return (
    <div className="preview__signature">
      <p className="preview__list-heading">{slot.label}</p>
      {slot.mention ? <p className="preview__mention">{slot.mention}</p> : null}
      {slot.image ? (
        <img className="preview__signature-image" src={slot.image} alt="Signature enregistrée" />
      ) : (
        <div className="preview__signature-room" aria-hidden="true" />
      )}
    </div>
  );
}

/** The page each block starts on in the PDF's layout: where the first words of its text first appear, never before the previous block's. */
function blockPages(blocks: readonly DocumentBlock[], layout: LaidOutDocument): number[] {
  const pageTexts = layout.pages.map((page) => squeeze(page.lines.map((line) => line.text).join('')));
  let page = 0;
  return blocks.map((block) => {
    const start = squeeze(firstText(block)).slice(0, 24);
    if (start !== '') {
      const found = pageTexts.findIndex((text, index) => index >= page && text.includes(start));
      if (found >= 0) page = found;
    }
    return page + 1;
  });
}

function firstText(block: DocumentBlock): string {
  switch (block.kind) {
    case 'title':
    case 'paragraph':
      return block.text;
    case 'parties':
      return block.grantors[0]?.[0] ?? '';
    case 'list':
      return block.heading;
    case 'signature':
      return block.label;
    case 'signatures':
      return block.slots[0]?.label ?? '';
  }
}

/** Text without any kind of space: the PDF breaks lines where the screen does not. */
function squeeze(text: string): string {
  return text.replace(/\s+/gu, '');
}
