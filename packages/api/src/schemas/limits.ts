/**
 * Business limits: the forms, the server's validation and the database columns all read these, so
 * a limit changes in one place.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** An upper bound keeps hashing cost bounded; taken from the FastAPI template's safer releases. */
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 255;
export const FULL_NAME_MAX_LENGTH = 255;
export const TITLE_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH = 255;
/** Links (job postings, LinkedIn profiles): long enough for tracking parameters, bounded for storage. */
export const URL_MAX_LENGTH = 2048;
/** The longest display name kept for an uploaded file. */
export const FILENAME_MAX_LENGTH = 255;
/** Long free texts of the profile (summaries, descriptions, achievements). */
export const LONG_TEXT_MAX_LENGTH = 5000;
export const PHONE_MAX_LENGTH = 50;
/** Items, CVs and admin users are paged five at a time: skip = (page - 1) * PAGE_SIZE. */
export const PAGE_SIZE = 5;
/** The largest page a list endpoint serves at once. */
export const MAX_LIST_LIMIT = 100;

/** skip for a 1-based page number. */
export function pageToSkip(page: number): number {
  return (Math.max(1, Math.trunc(page)) - 1) * PAGE_SIZE;
}

// The chat.
/** The longest chat message a user sends. */
export const CHAT_MESSAGE_MAX_LENGTH = 8000;
/**
 * The longest reply or analysis write-up the assistant writes, its closing note included: a
 * longer one is cut at a line or sentence and says so. About eight pages of text, more than any
 * useful answer; without it, a review of a profile at every limit ran past 250,000 characters.
 */
export const CHAT_REPLY_MAX_LENGTH = 20_000;
/**
 * Chat sockets one member may hold open at once (tabs, windows, devices). Opening one more closes
 * their oldest, so a member can always connect and one account cannot hold the server's sockets.
 */
export const CHAT_SOCKETS_PER_USER = 5;
/** Files one chat message may reference. */
export const CHAT_ATTACHMENTS_MAX = 5;
/** The largest frame the chat socket reads; anything larger closes the socket (1009). */
export const CHAT_FRAME_MAX_BYTES = 64 * 1024;
/** Frames one socket may send in CHAT_FLOOD_WINDOW_MS before it is closed as a flood. */
export const CHAT_FLOOD_MAX_FRAMES = 30;
export const CHAT_FLOOD_WINDOW_MS = 10_000;
/** The longest job posting address an analysis accepts (browsers' own practical limit). */
export const JOB_URL_MAX_LENGTH = 2048;
/** The socket client's reconnection: the first wait, doubled after each failure, up to the cap. */
export const CHAT_RECONNECT_INITIAL_MS = 3000;
export const CHAT_RECONNECT_MAX_MS = 30_000;
/** The title a conversation gets until it is renamed or its first message names it. */
export const CONVERSATION_TITLE_AUTO_LENGTH = 60;

/** Entries and sections one CV may leave out: every entry of five 50-entry sections, with room. */
export const CV_HIDDEN_MAX = 300;

// Applications (the jobs a member tracks).
/** The posting's text kept with an application: a long posting is about 10,000 characters. */
export const POSTING_TEXT_MAX_LENGTH = 20_000;
/** A cover letter is one page: a few thousand characters; the bound leaves room for drafts. */
export const COVER_LETTER_MAX_LENGTH = 10_000;
/** The longest search text of the applications list. */
export const APPLICATION_SEARCH_MAX_LENGTH = 200;
/**
 * The largest page of the applications list: the board shows every application at once, and a
 * busy search runs to a few hundred.
 */
export const APPLICATION_LIST_MAX_LIMIT = 500;
/** Applications one member may keep: far more than any search, bounded so no account floods. */
export const APPLICATIONS_PER_USER_MAX = 2000;
/** The largest salary figure accepted (any currency). */
export const SALARY_MAX = 1_000_000_000;
/** The dashboard's funnel counts the applications saved in this many last days. */
export const FUNNEL_DAYS = 90;
/** The dashboard lists the next steps dated up to this many days from today (and overdue ones). */
export const DUE_DAYS = 7;

/** The most links basic information holds beside LinkedIn, GitHub and the portfolio. */
export const OTHER_LINKS_MAX = 10;
