import {
  BASIC_INFO_FIELDS,
  PROFICIENCY_LEVEL_LABELS,
  PROFILE_SECTIONS,
  SKILL_FIELDS,
  type ProfileSection,
} from '@vita/api';
import { ArrowDownWideNarrow, ArrowUpDown, ChevronRight, Plus, Trash2, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Controller } from 'react-hook-form';
import {
  Button,
  formatDateRange,
  ReorderableList,
  Suggestions,
  useToastClearance,
  VisuallyHidden,
} from '@vita/ui';
import { asMove, type EntryList } from '../use-entry-list';
import { isSameOrder, mostRecentFirst, type EntryDates } from './entry-order';
import {
  fieldsFor,
  recordBinder,
  renderFields,
  type FieldBinder,
  type FieldRecord,
  type FieldState,
  type FieldValue,
} from './fields';
import * as styles from './profile-forms.css';

export { ImportedMark } from './fields';
export type { FieldRecord, FieldState, FieldValue } from './fields';

/** The buttons and states every profile form has. */
export interface FormActionProps {
  onSubmit: () => void;
  onBack: () => void;
  /** The save button's label. @default 'Save' */
  saveLabel?: string;
  /** The save button's label while saving. @default 'Saving...' */
  busyLabel?: string;
  /** @default 'Back' */
  backLabel?: string;
  /** A save is running: the save button shows its busy label, the fields are read-only. */
  busy?: boolean;
  /** A step change (Back, or the move after a save) is being recorded: both buttons wait. */
  isNavigating?: boolean;
  /** Why the last save failed, shown above the buttons; what was typed stays. */
  formError?: string;
  /**
   * Passes the step without saving, for a section a person may have nothing for; the button
   * shows only with it. @default undefined
   */
  onSkip?: () => void;
  /** The skip button's label ('Skip', or 'I have none' when nothing is saved). @default 'Skip' */
  skipLabel?: string;
  /**
   * A save refused by the form's rules: `message` is announced (how many fields need attention)
   * and each new `key` moves focus to the first invalid field, scrolled into view. @default null
   */
  refusal?: { message: string; key: number } | null;
}

/** The first field marked invalid that can take focus, in the order of the page. */
function firstInvalid(form: HTMLElement): HTMLElement | null {
  const candidates = form.querySelectorAll<HTMLElement>(
    '[aria-invalid="true"], [data-invalid] button, [data-invalid] input, [role="alert"]',
  );
  for (const element of candidates) {
    if (element.matches(':disabled, [aria-disabled="true"]')) continue;
    if (element.getAttribute('role') === 'alert') {
      // A message about the whole list: it is read out, and focus goes to it.
      element.tabIndex = -1;
    }
    return element;
  }
  return null;
}

/**
 * One list section's form: its entries, their messages, marks and refused saves are the form of
 * `useEntryList`; `onSubmit` is the caller's (usually that form's `submit`).
 */
export interface SectionFormProps extends Omit<FormActionProps, 'refusal'> {
  list: EntryList;
  /** A blank entry for "add". */
  newEntry: () => FieldRecord;
  /**
   * Remove the entry at this index: the caller takes it out of `list` (after deleting it on the
   * server, if it likes).
   */
  onRemove: (index: number) => void;
  /** The entry whose removal is running. @default null */
  removingIndex?: number | null;
}

type Entry = FieldRecord;

/**
 * The entries' values, one per field-array entry: an entry just added is there with the values it
 * was added with until the form's values show it.
 */
const entryValues = (list: EntryList): Entry[] =>
  list.fields.map(({ id: _id, ...added }, index) => list.entries[index] ?? added);

/** The fields of the entry at `index`, bound to the list's form by path. */
function entryBinder(list: EntryList, index: number): FieldBinder {
  return (field, render) => (
    <Controller
      control={list.control}
      name={`entries.${index}.${field}`}
      render={({ field: bound, fieldState }) => (
        <>
          {render({
            value: bound.value,
            onChange: (value, also) => {
              // What the flag clears goes first: the change below checks the entry as it is then.
              for (const [other, cleared] of Object.entries(also ?? {})) {
                list.set(index, other, cleared);
              }
              list.edited(`${index}.${field}`);
              bound.onChange(value);
            },
            onBlur: bound.onBlur,
            errorMessage: fieldState.error?.message,
            imported: list.imported.has(`${index}.${field}`),
          })}
        </>
      )}
    />
  );
}

/** A field's text, trimmed; '' for anything else. */
const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');

const NEEDS_ATTENTION = 'Needs attention';
const SORTED = 'Sorted by date, most recent first';
const ALREADY_SORTED = 'Already in date order, most recent first';

const IMPORT_NOTE = 'We filled in what we read from your file. Check each field before saving.';

function FormFrame({
  title,
  description,
  imported,
  listError,
  children,
  actions,
}: {
  title: string;
  description?: string;
  imported: boolean;
  listError?: string;
  children: ReactNode;
  actions: FormActionProps;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!actions.busy && !actions.isNavigating) actions.onSubmit();
  };
  // Back and Skip wait while a save or a step change runs.
  const waits = actions.busy || actions.isNavigating;
  const formRef = useRef<HTMLFormElement>(null);
  // A toast after a save or an import must not sit on Save and Back.
  const actionsRef = useRef<HTMLDivElement>(null);
  useToastClearance(actionsRef);
  const refusalKey = actions.refusal?.key;
  // In the commit that draws the refusal's count, not an effect after it: the count and the focus
  // on the first invalid field arrive together, for a person and for a test that saw the count.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (refusalKey === undefined || !form) return;
    const target = firstInvalid(form);
    if (!target) return;
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [refusalKey]);
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label={title}>
      <header className={styles.header}>
        {/* Focusable from script: a new wizard step moves focus here. */}
        <h2 className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        {imported ? (
          <p className={styles.importNote} role="note">
            {IMPORT_NOTE}
          </p>
        ) : null}
      </header>
      {children}
      {listError ? (
        <p role="alert" className={styles.listError}>
          {listError}
        </p>
      ) : null}
      {actions.formError ? (
        <p role="alert" className={styles.formError}>
          {actions.formError}
        </p>
      ) : null}
      <div ref={actionsRef} className={styles.actions}>
        {/* There before it speaks, so a screen reader announces what a refused save says. */}
        <p role="status" className={styles.refusal}>
          {actions.refusal?.message}
        </p>
        <Button variant="outline" onPress={actions.onBack} isDisabled={waits}>
          {actions.backLabel ?? 'Back'}
        </Button>
        {actions.onSkip ? (
          <Button variant="ghost" onPress={actions.onSkip} isDisabled={waits}>
            {actions.skipLabel ?? 'Skip'}
          </Button>
        ) : null}
        <Button
          type="submit"
          isPending={actions.busy}
          pendingLabel={actions.busyLabel ?? 'Saving...'}
          isDisabled={actions.isNavigating}
        >
          {actions.saveLabel ?? 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** What a collapsed entry shows on its one line. */
export interface EntrySummary {
  /** What the entry is ('Staff Engineer'); '' while not given. */
  title: string;
  /** Where ('Acme GmbH'); '' while not given. */
  subtitle: string;
  /** The dates as written ('Mar 2019 – 2021'); '' when there are none. */
  dates: string;
}

/** Whether an entry has nothing a summary could show: a blank entry opens, so it can be filled. */
const isBlank = (summary: EntrySummary) => !summary.title && !summary.subtitle && !summary.dates;

/**
 * Which entries are open: at first those `startsOpen` says (and those with an invalid field); then
 * the ones the person opens, a new one (whose first field gets focus), and every one with an
 * invalid field when a save is refused.
 */
function useDisclosures(
  id: string,
  list: EntryList,
  { startsOpen, onRefused }: { startsOpen: (index: number) => boolean; onRefused?: () => void },
) {
  // The entries are known by their field-array ids.
  const keys = list.fields.map((field) => field.id);
  const hasErrors = (index: number) =>
    Object.keys(list.errors).some((path) => path.startsWith(`${index}.`));
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(keys.filter((_, index) => startsOpen(index) || hasErrors(index))),
  );
  // A message that comes as a field is left (checked after the press that left it) reopens nothing:
  // the person may just have closed that entry.
  const refusal = list.refusal?.key ?? null;
  const [seen, setSeen] = useState(refusal);
  // A new order that named the entries anew (a sort is one replace): what was open stays open.
  const [renaming, setRenaming] = useState<{ order: number[]; keys: string[] } | null>(null);
  let shown = open;
  const renamed = renaming !== null && keys.some((key) => !renaming.keys.includes(key));
  if (renamed) {
    shown = new Set(
      renaming.order.flatMap((from, index) =>
        open.has(renaming.keys[from]!) ? [keys[index]!] : [],
      ),
    );
    setRenaming(null);
    setOpen(shown);
  }
  // A new entry: open, with focus on its first field once it is there (its id comes with it).
  const [adding, setAdding] = useState<number | null>(null);
  const focusIndex = useRef<number | null>(null);
  if (adding !== null && keys.length > adding) {
    setAdding(null);
    shown = new Set(shown).add(keys[adding]!);
    setOpen(shown);
  }
  // Opened while rendering, not in an effect: the frame moves focus to the first invalid field in
  // its own effect, which runs first, and the field must be there by then.
  if (seen !== refusal) {
    setSeen(refusal);
    const refused = keys.filter((_, index) => hasErrors(index));
    if (refused.some((key) => !shown.has(key))) setOpen(new Set([...shown, ...refused]));
    if (refusal !== null && refused.length > 0) onRefused?.();
  }
  useEffect(() => {
    const key = focusIndex.current === null ? undefined : keys[focusIndex.current];
    if (key === undefined) return;
    focusIndex.current = null;
    document
      .getElementById(`${id}-${key}`)
      ?.querySelector<HTMLElement>('input, textarea, button')
      ?.focus();
  });
  return {
    keys,
    open: shown,
    setOpen,
    hasErrors,
    toggle(key: string) {
      const next = new Set(shown);
      if (!next.delete(key)) next.add(key);
      setOpen(next);
    },
    /** The entry about to be added at `index` opens, with focus on its first field. */
    opening(index: number) {
      setAdding(index);
      focusIndex.current = index;
    },
    /** The entries take this order: `order[i]` is the old index of entry `i`. */
    reorder(order: number[]) {
      // A single move keeps the entries' ids; any other order names them anew.
      if (!asMove(order)) setRenaming({ order, keys });
      list.reorder(order);
    },
  };
}

/**
 * The entries of a list section, each one line (its title, where, and its dates) that opens to its
 * fields, then the add button. A new entry, a blank one and one with an invalid field are open; a
 * refused save opens every entry it refused (so focus can reach the first invalid field).
 * Above a list of two or more: sort by date, reorder (by drag, keyboard or buttons, in a compact
 * list of the lines) and open or close all. The entries are the list's form; `fields` renders one
 * entry's fields.
 */
function EntryListForm({
  title,
  description,
  entryTitle,
  addLabel,
  props,
  summary,
  datesOf,
  fields,
}: {
  title: string;
  description?: string;
  entryTitle: (index: number) => string;
  addLabel: string;
  props: SectionFormProps;
  summary: (entry: Entry) => EntrySummary;
  /** The dates "sort by date" orders by; without them there is no such button. */
  datesOf?: (entry: Entry) => EntryDates;
  fields: (form: ReturnType<typeof fieldsFor<Entry>>, entry: Entry, index: number) => ReactNode;
}) {
  const { list, newEntry, onRemove, removingIndex = null, busy } = props;
  const { errors } = list;
  const entries = entryValues(list);
  const id = useId();
  const summaries = entries.map(summary);
  const [arrangeMode, setArranging] = useState(false);
  // A list the caller shrank to one entry has nothing to arrange, and no button to leave with.
  const arranging = arrangeMode && entries.length > 1;
  const [announcement, setAnnouncement] = useState('');
  const { keys, open, setOpen, toggle, opening, reorder, hasErrors } = useDisclosures(id, list, {
    startsOpen: (index) => entries.length === 1 || isBlank(summaries[index]!),
    onRefused: () => setArranging(false),
  });

  const add = () => {
    opening(entries.length);
    setArranging(false);
    list.add(newEntry());
  };
  const sortByDate = () => {
    if (!datesOf) return;
    const order = mostRecentFirst(entries, datesOf);
    if (isSameOrder(order)) {
      setAnnouncement(ALREADY_SORTED);
      return;
    }
    reorder(order);
    setAnnouncement(SORTED);
  };
  const allOpen = keys.every((key) => open.has(key));
  const waits = busy || removingIndex !== null;
  const imported = list.imported.size > 0;
  const labelOf = (index: number) => summaries[index]!.title || entryTitle(index);

  return (
    <FormFrame
      title={title}
      description={description}
      imported={imported}
      listError={errors['']}
      actions={{ ...props, refusal: list.refusal }}
    >
      {entries.length > 1 ? (
        <div className={styles.listTools}>
          {datesOf ? (
            <Button variant="outline" size="sm" onPress={sortByDate} isDisabled={waits}>
              <ArrowDownWideNarrow size={14} aria-hidden />
              Sort by date
            </Button>
          ) : null}
          <Button
            variant={arranging ? 'secondary' : 'outline'}
            size="sm"
            onPress={() => setArranging(!arranging)}
            isDisabled={waits}
          >
            <ArrowUpDown size={14} aria-hidden />
            {arranging ? 'Done reordering' : 'Reorder'}
          </Button>
          {arranging ? null : (
            <Button
              variant="ghost"
              size="sm"
              onPress={() => setOpen(allOpen ? new Set() : new Set(keys))}
            >
              {allOpen ? 'Collapse all' : 'Expand all'}
            </Button>
          )}
        </div>
      ) : null}
      {arranging ? (
        <ReorderableList
          aria-label={`Order of ${title}`}
          items={keys.map((key, index) => ({
            id: key,
            label: labelOf(index),
            description: [summaries[index]!.subtitle, summaries[index]!.dates]
              .filter(Boolean)
              .join(' · '),
            shown: true,
          }))}
          onReorder={(ids) => reorder(ids.map((key) => keys.indexOf(key)))}
          isDisabled={waits}
        />
      ) : (
        <ol className={styles.entries}>
          {entries.map((entry, index) => {
            const key = keys[index]!;
            const heading = entryTitle(index);
            const line = summaries[index]!;
            const isOpen = open.has(key);
            const form = fieldsFor<Entry>(entryBinder(list, index), { isDisabled: busy });
            return (
              <li
                key={key}
                className={styles.card}
                aria-label={heading}
                data-open={isOpen || undefined}
              >
                <div className={styles.cardHeader}>
                  <h3 className={styles.cardTitle}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? `${id}-${key}` : undefined}
                      // The parts as one phrase: a name from the spans would run them together.
                      aria-label={[
                        line.title || heading,
                        line.subtitle,
                        line.dates,
                        !isOpen && hasErrors(index) ? NEEDS_ATTENTION : '',
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      onClick={() => toggle(key)}
                    >
                      <ChevronRight size={16} aria-hidden className={styles.chevron} />
                      <span className={styles.summary}>
                        <span className={styles.summaryTitle}>{line.title || heading}</span>
                        {line.subtitle ? (
                          <span className={styles.summaryMuted}>{line.subtitle}</span>
                        ) : null}
                        {line.dates ? (
                          <span className={styles.summaryDates}>{line.dates}</span>
                        ) : null}
                        {!isOpen && hasErrors(index) ? (
                          <span className={styles.summaryAttention}>{NEEDS_ATTENTION}</span>
                        ) : null}
                      </span>
                    </button>
                  </h3>
                  {entries.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={() => onRemove(index)}
                      isPending={removingIndex === index}
                      pendingLabel="Removing..."
                      isDisabled={busy || (removingIndex !== null && removingIndex !== index)}
                      aria-label={`Remove ${heading}`}
                    >
                      <Trash2 size={14} aria-hidden />
                      <span className={styles.removeText}>Remove</span>
                    </Button>
                  ) : null}
                </div>
                {isOpen ? (
                  <div id={`${id}-${key}`} className={styles.grid}>
                    {fields(form, entry, index)}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button variant="secondary" onPress={add} isDisabled={busy}>
          <Plus size={16} aria-hidden />
          {addLabel}
        </Button>
      </div>
      {/* A live region without the status role: the form's status is what a refused save says. */}
      <VisuallyHidden elementType="div" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </FormFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// Basic information

export interface BasicInfoFormProps extends FieldState, FormActionProps {
  values: FieldRecord;
  onChange: (values: FieldRecord) => void;
}

/** Basic information: the headline of the profile and how to reach the person. */
export function BasicInfoForm(props: BasicInfoFormProps) {
  const { values, onChange, busy } = props;
  const bind = recordBinder(values, props, (changes) => onChange({ ...values, ...changes }));
  const form = fieldsFor(bind, { isDisabled: busy });
  return (
    <FormFrame
      title="Basic Information"
      description="Your headline and how recruiters reach you."
      imported={(props.importedPaths?.size ?? 0) > 0}
      actions={props}
    >
      <div className={styles.grid}>{renderFields(form, BASIC_INFO_FIELDS, values)}</div>
    </FormFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// The list sections: each declares its texts and what its one-line summary shows; the fields
// are the contract's declaration of the section.

/** A list section's form: its entries, each with the section's declared fields. */
export type ListFormProps = SectionFormProps;

/** A start, an end and the flag that says the period still runs, as one line of dates. */
const periodOf = (entry: FieldRecord, runs: string, ongoing?: string) =>
  formatDateRange(text(entry.start_date), text(entry.end_date), entry[runs] === true, ongoing);

/** The dates "sort by date" orders a period by: one that still runs is the most recent. */
const periodOrder =
  (runs: string) =>
  (entry: FieldRecord): EntryDates => ({
    latest: entry[runs] === true ? 'current' : text(entry.end_date),
    earliest: text(entry.start_date),
  });

function ListForm({
  section,
  props,
  ...texts
}: {
  section: ProfileSection;
  props: ListFormProps;
  title: string;
  description: string;
  entryTitle: (index: number) => string;
  addLabel: string;
  summary: (entry: FieldRecord) => EntrySummary;
  datesOf: (entry: FieldRecord) => EntryDates;
}) {
  return (
    <EntryListForm
      {...texts}
      props={props}
      fields={(form, entry) => renderFields(form, PROFILE_SECTIONS[section].fields, entry)}
    />
  );
}

export function WorkExperienceForm(props: ListFormProps) {
  return (
    <ListForm
      section="work-experience"
      props={props}
      title="Work Experience"
      description="Your roles, most recent first."
      entryTitle={(index) => `Experience ${index + 1}`}
      addLabel="Add Another Experience"
      summary={(entry) => ({
        title: text(entry.job_title),
        subtitle: text(entry.company_name),
        dates: periodOf(entry, 'is_current'),
      })}
      datesOf={periodOrder('is_current')}
    />
  );
}

export function EducationForm(props: ListFormProps) {
  return (
    <ListForm
      section="education"
      props={props}
      title="Education"
      description="Degrees, diplomas and certificates of study."
      entryTitle={(index) => `Education ${index + 1}`}
      addLabel="Add Another Education"
      summary={(entry) => {
        const what = [text(entry.degree), text(entry.field_of_study)].filter(Boolean).join(', ');
        return {
          title: what || text(entry.institution_name),
          subtitle: what ? text(entry.institution_name) : '',
          dates: periodOf(entry, 'is_current'),
        };
      }}
      datesOf={periodOrder('is_current')}
    />
  );
}

export function CertificationsForm(props: ListFormProps) {
  return (
    <ListForm
      section="certifications"
      props={props}
      title="Certifications & Licenses"
      description="Credentials that prove what you can do."
      entryTitle={(index) => `Certification ${index + 1}`}
      addLabel="Add Another Certification"
      summary={(entry) => ({
        title: text(entry.name),
        subtitle: text(entry.issuing_organization),
        dates: formatDateRange(text(entry.issue_date), text(entry.expiration_date)),
      })}
      // The most recent credential is the one issued last.
      datesOf={(entry) => ({ latest: text(entry.issue_date), earliest: '' })}
    />
  );
}

export function ProjectsForm(props: ListFormProps) {
  return (
    <ListForm
      section="projects"
      props={props}
      title="Projects & Portfolio"
      description="Work you can show: what it was, your part in it, and what it used."
      entryTitle={(index) => `Project ${index + 1}`}
      addLabel="Add Another Project"
      summary={(entry) => ({
        title: text(entry.name),
        subtitle: text(entry.role),
        dates: periodOf(entry, 'is_ongoing', 'Ongoing'),
      })}
      datesOf={periodOrder('is_ongoing')}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Skills

export type SkillsFormProps = ListFormProps;

/** The heading of the skills given no category. */
const NO_CATEGORY = 'No category';

/** The name of the categories a skill's category field offers. */
const USED_CATEGORIES = 'Categories you already use';

/**
 * The categories the other skills have, to give this one with a press (so one category is not
 * spelt two ways); its own category is not offered.
 */
function otherCategories(entries: readonly FieldRecord[], index: number): string[] {
  const own = text(entries[index]?.category).toLocaleLowerCase();
  return skillGroups(entries.filter((_, i) => i !== index))
    .filter((group) => group.label !== NO_CATEGORY && group.label.toLocaleLowerCase() !== own)
    .map((group) => group.label);
}

/** The skills by category, in the order each category first appears; those without one last. */
function skillGroups(entries: readonly FieldRecord[]) {
  const groups = new Map<string, { label: string; indexes: number[] }>();
  const loose: number[] = [];
  entries.forEach((entry, index) => {
    const category = text(entry.category);
    if (!category) {
      loose.push(index);
      return;
    }
    const id = category.toLocaleLowerCase();
    const group = groups.get(id) ?? { label: category, indexes: [] };
    group.indexes.push(index);
    groups.set(id, group);
  });
  const result = [...groups.values()];
  if (loose.length > 0) result.push({ label: NO_CATEGORY, indexes: loose });
  return result;
}

/**
 * Skills as chips, grouped by category: a chip shows the name and the level, only when one was
 * given. Pressing a chip opens its fields (name, level, category) under the groups; its × removes
 * it. A new skill, and one with an invalid field, is open.
 */
export function SkillsForm(props: SkillsFormProps) {
  const { list, newEntry, onRemove, removingIndex = null, busy } = props;
  const { errors } = list;
  const entries = entryValues(list);
  const id = useId();
  const { keys, open, toggle, opening, hasErrors } = useDisclosures(id, list, {
    startsOpen: (index) => !text(entries[index]!.name),
  });
  // A chip shows the label of the level, as the level field offers it.
  const levels = new Map<string, string>(Object.entries(PROFICIENCY_LEVEL_LABELS));
  const nameOf = (index: number) => text(entries[index]!.name) || `Skill ${index + 1}`;
  const add = () => {
    opening(entries.length);
    list.add(newEntry());
  };
  const canRemove = entries.length > 1;
  const editing = entries.map((_, index) => index).filter((index) => open.has(keys[index]!));
  return (
    <FormFrame
      title="Skills & Competencies"
      description="What you are good at, and how good. A level is shown only where you give one."
      imported={list.imported.size > 0}
      listError={errors['']}
      actions={{ ...props, refusal: list.refusal }}
    >
      <div className={styles.skillGroups}>
        {skillGroups(entries).map((group, number) => (
          <section
            key={group.label}
            className={styles.skillGroup}
            aria-labelledby={`${id}-group-${number}`}
          >
            <h3 id={`${id}-group-${number}`} className={styles.skillGroupTitle}>
              {group.label}
            </h3>
            <ul className={styles.chips}>
              {group.indexes.map((index) => {
                const entry = entries[index]!;
                const key = keys[index]!;
                const level = levels.get(text(entry.proficiency_level));
                const isOpen = open.has(key);
                return (
                  <li
                    key={key}
                    className={styles.chip}
                    data-open={isOpen || undefined}
                    data-invalid={hasErrors(index) || undefined}
                  >
                    <button
                      type="button"
                      className={styles.chipButton}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? `${id}-${key}` : undefined}
                      aria-label={[
                        nameOf(index),
                        level,
                        hasErrors(index) && !isOpen ? NEEDS_ATTENTION : '',
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      onClick={() => toggle(key)}
                    >
                      <span className={styles.chipName}>{nameOf(index)}</span>
                      {level ? <span className={styles.chipLevel}>{level}</span> : null}
                    </button>
                    {canRemove ? (
                      <button
                        type="button"
                        className={styles.chipRemove}
                        aria-label={`Remove ${nameOf(index)}`}
                        disabled={busy || removingIndex !== null}
                        onClick={() => onRemove(index)}
                      >
                        <X size={14} aria-hidden />
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {editing.length > 0 ? (
        <ol className={styles.entries}>
          {editing.map((index) => {
            const entry = entries[index]!;
            const key = keys[index]!;
            const form = fieldsFor<Entry>(entryBinder(list, index), { isDisabled: busy });
            const heading = `Skill ${index + 1}`;
            return (
              <li key={key} className={styles.card} aria-label={heading} data-open="">
                <div className={styles.cardHeader}>
                  <h3 className={styles.cardTitle}>{text(entry.name) || heading}</h3>
                  <Button variant="ghost" size="sm" onPress={() => toggle(key)}>
                    Done
                  </Button>
                </div>
                <div id={`${id}-${key}`} className={styles.grid}>
                  {renderFields(form, SKILL_FIELDS, entry)}
                  <CategorySuggestions
                    categories={otherCategories(entries, index)}
                    isDisabled={busy}
                    onSelect={(category) => list.set(index, 'category', category)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div>
        <Button variant="secondary" onPress={add} isDisabled={busy}>
          <Plus size={16} aria-hidden />
          Add Another Skill
        </Button>
      </div>
    </FormFrame>
  );
}

/** The categories a skill may join with one press, under its fields; nothing while there are none. */
function CategorySuggestions({
  categories,
  isDisabled,
  onSelect,
}: {
  categories: readonly string[];
  isDisabled?: boolean;
  onSelect: (category: string) => void;
}) {
  const id = useId();
  if (categories.length === 0) return null;
  return (
    <div className={styles.categorySuggestions}>
      <p id={id} className={styles.suggestionsLabel}>
        {USED_CATEGORIES}
      </p>
      <Suggestions
        aria-label={USED_CATEGORIES}
        aria-describedby={id}
        items={categories}
        isDisabled={isDisabled}
        onSelect={onSelect}
      />
    </div>
  );
}
