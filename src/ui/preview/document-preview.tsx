/**
 * The pages of the preview (docs/decisions/034): the layout of procuration.pdf (src/pdf/documents/procuration/procuration-layout.ts)
 * drawn as A4 boxes of real text, so a screen reader reads it and the words and page breaks are the
 * PDF's. Loaded lazily (preview-module.ts). It follows the typing PREVIEW_DEBOUNCE_MS after the last
 * change, and the new pages are a transition: typing never waits on them. The pages are laid out in
 * the PDF worker, with jsPDF's measuring (docs/decisions/159): this module only renders the model it
 * receives, and carries no jsPDF.
 */
import { memo, startTransition, useEffect, useRef, useState } from 'react';
import type { Person, ProcurationForm } from '../../domain/form.ts';
import type { LaidOutDocument, LaidOutLine, LaidOutPreview } from '../../pdf/documents/procuration/procuration-layout.ts';
import { layOutPreviewPages } from '../procuration/pdf-maker.ts';
import { loadReadiness } from '../rules/readiness-module.ts';
import { ReflowedDocument } from './reflowed-document.tsx';

/** The preview follows the typing this long after the last change: typing never waits on a layout. */
const PREVIEW_DEBOUNCE_MS = 300;

/** As render-pdf.ts: a font size in points over this is millimetres (not imported: that module carries jsPDF). */
const POINTS_PER_MM = 72 / 25.4;
/** The error the layout throws, by name, as the worker passes it on: characters no font of the PDF can draw. */
const UNSUPPORTED_CHARACTERS = 'UnsupportedCharactersError';

/** Where the baseline sits below the top of a CSS line box of height 1em, in ems (Helvetica, Arial). */
const CSS_BASELINE_EM = 0.85;

/** `reflow`: on a phone, the words reflowed to the screen (reflowed-document.tsx) rather than the A4 pages. */
export function DocumentPages({ form, reflow = false }: { form: ProcurationForm; reflow?: boolean }) {
  const [shownDocument, setShownDocument] = useState<LaidOutPreview>();
  /** Why no page could be laid out yet: the first field whose characters the paper cannot print (docs/decisions/185). */
  const [refusal, setRefusal] = useState<string>();
  const shown = useRef(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        // The preview shows the person's current form, blanks and all, dated today, with the saved signature if any.
        layOutPreviewPages(modelForm(form), new Date()).then(
          (preview) => {
            if (!current) return;
            shown.current = true;
            startTransition(() => {
              setShownDocument(preview);
              setRefusal(undefined);
            });
          },
          (error: unknown) => {
            // Characters no font can draw: the preview keeps its last pages, or, with none yet, names the field.
            if (!(error instanceof Error && error.name === UNSUPPORTED_CHARACTERS)) return console.warn(error);
            // The check is the readiness rule's, loaded here, with the refusal: never with the preview's code (docs/decisions/230).
            void loadReadiness().then(
              ({ findUnsupportedCharacters }) => current && setRefusal(findUnsupportedCharacters(form)[0]?.message),
            );
          },
        );
      },
      shown.current ? PREVIEW_DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [form]);
  if (!shownDocument && refusal) return <p className="preview__waiting">Aperçu indisponible. {refusal}</p>;
  if (!shownDocument) return <p className="preview__waiting">Préparation de l&apos;aperçu…</p>;
  return reflow ? <ReflowedDocument {...shownDocument} /> : <LaidOutPages layout={shownDocument.layout} />;
}

const LaidOutPages = memo(function LaidOutPages({ layout }: { layout: LaidOutDocument }) {
  return (
    <div className="preview__pages" data-page-count={layout.pages.length}>
      {layout.pages.map((page, index) => (
        <div key={index} className="preview__page" data-page={index + 1}>
          {page.lines.map((line, lineIndex) => (
            <PageLine key={lineIndex} line={line} layout={layout} />
          ))}
          {page.images.map((image, imageIndex) => (
            <img
              key={imageIndex}
              className="preview__image"
              src={image.source}
              alt="Signature enregistrée"
              style={{
                left: percent(image.x, layout.width),
                top: percent(image.y, layout.height),
                width: percent(image.width, layout.width),
                height: percent(image.height, layout.height),
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
});

/** One line of the page: its runs where the PDF draws them, a space between runs that stand apart. */
function PageLine({ line, layout }: { line: LaidOutLine; layout: LaidOutDocument }) {
  return (
    <p className="preview__line">
      {line.runs.map((run, index) => {
        const size = run.fontSize / POINTS_PER_MM;
        const space = line.spaceBefore[index] === true;
        return (
          <span key={index}>
            {space ? ' ' : null}
            <span
              className={`preview__run preview__run--${run.face}`}
              style={{
                left: percent(run.x, layout.width),
                top: percent(run.baseline - CSS_BASELINE_EM * size, layout.height),
                fontSize: `${(size / layout.width) * 100}cqw`,
              }}
            >
              {run.text}
            </span>
          </span>
        );
      })}
    </p>
  );
}

/** What the preview writes for a blank person field: the field's name in brackets, a readable model. */
const PERSON_BLANKS = {
  firstName: '[Prénom]',
  lastName: '[Nom]',
  address: '[adresse]',
  postalCode: '[code postal]',
  city: '[ville]',
  phone: '[téléphone]',
} as const;

/**
 * The form as the preview shows it: every blank the document would print as nothing (", , demeurant
 * , ,") is named in brackets instead, so an empty page reads as a model. Only the preview: a PDF is
 * made from a complete form.
 */
function modelForm(form: ProcurationForm): ProcurationForm {
  const person = (value: Person): Person => {
    const filled = { ...value };
    for (const [key, blank] of Object.entries(PERSON_BLANKS) as [keyof typeof PERSON_BLANKS, string][]) {
      if (filled[key].trim() === '') filled[key] = blank;
    }
    return filled;
  };
  return {
    ...form,
    grantor: person(form.grantor),
    attorney: person(form.attorney),
    otherGrantors: form.otherGrantors.map(person),
    otherAttorneys: form.otherAttorneys.map(person),
    type: form.type === '' ? '[type de procuration]' : form.type,
  };
}

function percent(value: number, whole: number): string {
  return `${(value / whole) * 100}%`;
}
