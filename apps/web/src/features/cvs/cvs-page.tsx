import type { CvPublic } from '@vita/api';
import { Link as UiLink, VisuallyHidden, type DataTableColumn } from '@vita/ui';
import { useNavigate } from '@tanstack/react-router';
import { ExternalLink as ExternalLinkIcon, FileDown } from 'lucide-react';
import { Link } from '../../components/links';
import { ResourceListPage } from '../../components/resource-list-page';
import { CvStatusBadge } from '../../components/cv-status-badge';
import { cvsResource } from './api';
import { CvFormDialog } from './cv-dialogs';
import { CvFilesSection } from './cv-files-section';
import * as styles from './cvs.css';

/** The http(s) URL in `value`, or null for anything else (a `javascript:` value, a typo). */
function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A stored URL as a link that opens in a new tab, labelled by its host so eight columns fit (the
 * full address is in the tooltip and the href). Only http(s) becomes a link: a `javascript:`
 * value must never be clickable. `noopener noreferrer` keeps the other site from reaching back
 * into this tab and from learning which page linked to it.
 */
function externalUrl(value: string | null) {
  // Nothing at all for no address, so the table knows the cell is empty.
  if (!value) return null;
  const url = httpUrl(value);
  if (!url) return value;
  return (
    <UiLink
      href={url.href}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.externalLink}
    >
      <span className={styles.linkText} title={url.href}>
        {url.hostname.replace(/^www\./, '')}
      </span>
      <ExternalLinkIcon size={12} aria-hidden />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </UiLink>
  );
}

// Eight columns share the content width: long values are cut (full text in a tooltip) so the
// Actions column stays on screen from a 1280px screen with the sidebar open, even when every
// value is long. The title, which names the row, and the target job title, which a member tells
// CVs apart by, get the most room; a free-text description is cut first. The link columns show
// only the site's name and keep their width when empty, so their headers wrap onto two lines
// like the others. A value not given is an empty cell: nothing stands in for it.
const LINK_WIDTH = 86;
const columns: DataTableColumn<CvPublic>[] = [
  // The title opens the CV's own page (its layout, preview and PDF).
  {
    id: 'title',
    header: 'Title',
    isRowHeader: true,
    cell: (cv) => (
      <Link to="/cvs/$cvId" params={{ cvId: cv.id }}>
        {cv.title}
      </Link>
    ),
    maxWidth: 150,
  },
  { id: 'description', header: 'Description', cell: (cv) => cv.description, maxWidth: 72 },
  {
    id: 'target_job_title',
    header: 'Target Job Title',
    cell: (cv) => cv.target_job_title,
    maxWidth: 176,
  },
  {
    id: 'target_company',
    header: 'Target Company',
    cell: (cv) => cv.target_company,
    maxWidth: 90,
  },
  {
    id: 'target_job_posting_url',
    header: 'Target Job Posting URL',
    width: LINK_WIDTH,
    cell: (cv) => externalUrl(cv.target_job_posting_url),
  },
  {
    id: 'linkedin_profile_url',
    header: 'Linkedin Profile URL',
    width: LINK_WIDTH,
    cell: (cv) => externalUrl(cv.linkedin_profile_url),
  },
  // The label the Edit CV dialog uses for the same value.
  {
    id: 'status',
    header: 'Status',
    cell: (cv) => <CvStatusBadge status={cv.status} />,
  },
];

/** CVs Management: the user's CVs, five a page, and their uploaded CV files. */
export function CvsPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={cvsResource}
      tableClassName={styles.cvTable}
      columns={columns}
      rowName={(cv) => cv.title}
      emptyState={{
        title: "You don't have any CVs yet",
        description: 'Add a new CV to get started',
      }}
      deleteWarning="This CV will be permanently deleted. Are you sure? You will not be able to undo this action."
      FormDialog={CvFormDialog}
      rowActions={(cv) => [
        {
          id: 'export',
          label: 'Export PDF',
          icon: <FileDown size={16} />,
          onAction: () => void navigate({ to: '/cvs/$cvId', params: { cvId: cv.id } }),
        },
      ]}
    >
      <CvFilesSection />
    </ResourceListPage>
  );
}
