// The page reset is not imported here: a consumer opts in with `@vita/ui/reset.css`.
export { vars } from './theme/contract.css';
export { lightThemeClass, darkThemeClass } from './theme/themes.css';
export { breakpoints } from './theme/breakpoints';
export {
  cardSurface,
  centredContent,
  ellipsis,
  flexColumn,
  flexRow,
  mutedText,
  quietButton,
  quietButtonHover,
  squareOf,
  textSize,
  inputBox,
  raisedSegment,
  popupList,
  emptyNote,
} from './theme/recipes';
export { choiceControl, choiceMark } from './theme/shared.css';
export type { Breakpoint } from './theme/breakpoints';

export { Button, LinkButton, buttonVariants, buttonSizes } from './Button/Button';
export { FileButton } from './FileButton/FileButton';
export type { FileButtonProps } from './FileButton/FileButton';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './Button/Button';
export { Link } from './Link/Link';
export type { LinkProps } from './Link/Link';
export { Spinner, spinnerSizes } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';

export { Form } from './Form/Form';
export type { FormProps } from './Form/Form';
export { Label, FieldDescription, FieldError } from './Field/Field';
export type { LabelProps, FieldDescriptionProps, FieldErrorProps } from './Field/Field';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { PasswordField } from './PasswordField/PasswordField';
export { StrokeIcon } from './StrokeIcon/StrokeIcon';
export type { StrokeIconProps } from './StrokeIcon/StrokeIcon';
export type { PasswordFieldProps } from './PasswordField/PasswordField';
export { TextAreaField } from './TextAreaField/TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField/TextAreaField';

export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card/Card';
export type { CardProps, CardTitleProps } from './Card/Card';
export { Heading, headingSizes } from './Heading/Heading';
export type { HeadingProps, HeadingSize } from './Heading/Heading';
export { Text, textSizes, textTones } from './Text/Text';
export type { TextProps } from './Text/Text';

export { ToastRegion, toast, toastQueue, TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS } from './Toast/Toast';
export type { ToastContent, ToastRegionProps, ToastVariant } from './Toast/Toast';
export { TOAST_CLEARANCE_PROPERTY, useToastClearance } from './Toast/toast-clearance';

export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { RadioGroup, Radio } from './RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup/RadioGroup';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';

export { Tabs, TabList, Tab, TabPanel } from './Tabs/Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './Tabs/Tabs';

export { Dialog, DialogTrigger } from './Dialog/Dialog';
export type { DialogProps, DialogTriggerProps } from './Dialog/Dialog';
export { AlertDialog } from './AlertDialog/AlertDialog';
export type { AlertDialogProps } from './AlertDialog/AlertDialog';

export { Popover } from './Popover/Popover';
export type { PopoverProps } from './Popover/Popover';
export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu/Menu';
export type { MenuProps, MenuItemProps, MenuSectionProps, MenuTriggerProps } from './Menu/Menu';

export { Tooltip, TooltipTrigger } from './Tooltip/Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip/Tooltip';
export {
  SidebarProvider,
  useSidebar,
  Sidebar,
  SidebarHeader,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuItem,
  SidebarMenuButton,
  SidebarMenuSub,
  SidebarMenuSubItem,
  SidebarMenuSubButton,
  SidebarCollapsible,
  SidebarTrigger,
  SidebarInset,
  readSidebarCookie,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './Sidebar/Sidebar';
export type {
  SidebarContextValue,
  SidebarProviderProps,
  SidebarProps,
  SidebarContentProps,
  SidebarMenuButtonProps,
  SidebarMenuSubButtonProps,
  SidebarCollapsibleProps,
  SidebarTriggerProps,
} from './Sidebar/Sidebar';

export { Skeleton } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { ThemeToggle } from './ThemeToggle/ThemeToggle';
export type { ThemeToggleProps, ResolvedTheme } from './ThemeToggle/ThemeToggle';
export { Badge, badgeVariants } from './Badge/Badge';
export type { BadgeProps } from './Badge/Badge';
export { EmptyState } from './EmptyState/EmptyState';
export { Suggestions } from './Suggestions/Suggestions';
export type { SuggestionsProps } from './Suggestions/Suggestions';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { Avatar, getInitials } from './Avatar/Avatar';
export type { AvatarProps } from './Avatar/Avatar';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';

export { DataTable } from './DataTable/DataTable';
export type { DataTableProps, DataTableColumn, DataTableEmptyState } from './DataTable/DataTable';
export { RowActionsMenu } from './RowActionsMenu/RowActionsMenu';
export type { RowActionsMenuProps, RowAction } from './RowActionsMenu/RowActionsMenu';
export { Pagination } from './Pagination/Pagination';
export type { PaginationProps } from './Pagination/Pagination';
export { FormDialog } from './FormDialog/FormDialog';
export type { FormDialogProps } from './FormDialog/FormDialog';
export {
  FileDropZone,
  fileDropZoneMessages,
  formatFileSize,
  formatKilobytes,
} from './FileDropZone/FileDropZone';
export type { FileDropZoneProps, FileDropZoneMessages } from './FileDropZone/FileDropZone';
export { ProgressBar } from './ProgressBar/ProgressBar';
export type { ProgressBarProps } from './ProgressBar/ProgressBar';

export { Stack } from './Stack/Stack';
export type { StackProps } from './Stack/Stack';
export { sprinkles } from './Stack/sprinkles.css';
export type { Sprinkles } from './Stack/sprinkles.css';

export { Select } from './Select/Select';
export type { SelectProps, SelectOption } from './Select/Select';
export { DatePicker } from './DatePicker/DatePicker';
export { MonthYearField, formatDateRange } from './MonthYearField/MonthYearField';
export type { MonthYearFieldProps } from './MonthYearField/MonthYearField';
export type { DatePickerProps } from './DatePicker/DatePicker';
export { TagField } from './TagField/TagField';
export type { TagFieldProps } from './TagField/TagField';
export { ResumeUploadStep, WelcomeStep, WizardProgress } from './Wizard/Wizard';
export type { ResumeUploadStepProps, WelcomeStepProps, WizardProgressProps } from './Wizard/Wizard';

export { Markdown } from './Markdown/Markdown';
export type { MarkdownProps } from './Markdown/Markdown';
export {
  ChatLog,
  chatLogMessages,
  formatChatTime,
  distanceFromBottom,
  isNearBottom,
  nextScrollLock,
  SCROLL_LOCK_THRESHOLD_PX,
} from './ChatLog/ChatLog';
export type {
  ChatLogProps,
  ChatLogMessages,
  ChatMessage,
  ChatMessageAttachment,
  ScrollMetrics,
} from './ChatLog/ChatLog';
export {
  MessageInput,
  messageInputMessages,
  messageInputStatuses,
  MESSAGE_INPUT_MIN_HEIGHT,
  MESSAGE_INPUT_MAX_HEIGHT,
  AttachmentChip,
  AttachmentList,
  attachmentListMessages,
} from './MessageInput/MessageInput';
export type {
  MessageInputProps,
  MessageInputStatus,
  MessageInputMessages,
  AttachmentChipProps,
  AttachmentItem,
  AttachmentListProps,
  AttachmentListMessages,
} from './MessageInput/MessageInput';
export {
  ConnectionStatus,
  connectionStatusMessages,
  connectionStates,
} from './ConnectionStatus/ConnectionStatus';
export type {
  ConnectionStatusProps,
  ConnectionState,
  ConnectionStatusMessages,
} from './ConnectionStatus/ConnectionStatus';
export { ChatErrorCard, chatErrorCardMessages, describeError } from './ChatErrorCard/ChatErrorCard';
export type { ChatErrorCardProps, ChatErrorCardMessages } from './ChatErrorCard/ChatErrorCard';
export { Banner, bannerMessages, bannerTones } from './Banner/Banner';
export type { BannerProps, BannerTone, BannerMessages } from './Banner/Banner';

export { SegmentedControl } from './SegmentedControl/SegmentedControl';
export type {
  SegmentedControlOption,
  SegmentedControlProps,
} from './SegmentedControl/SegmentedControl';
export { Meter } from './Meter/Meter';
export type { MeterProps } from './Meter/Meter';
export { scoreLevel } from './utils/score-level';
export type { ScoreLevel } from './utils/score-level';
export { fill } from './utils/fill';
export { focusRing } from './theme/shared.css';
export { ReorderableList } from './ReorderableList/ReorderableList';
export type { ReorderableListItem, ReorderableListProps } from './ReorderableList/ReorderableList';
export { PagePreview } from './PagePreview/PagePreview';
export type { PagePreviewProps } from './PagePreview/PagePreview';
export { TemplatePicker } from './TemplatePicker/TemplatePicker';
export type { TemplatePickerOption, TemplatePickerProps } from './TemplatePicker/TemplatePicker';
export { StageBadge } from './StageBadge/StageBadge';
export type { StageBadgeProps, StageTone } from './StageBadge/StageBadge';
export { ApplicationCard, applicationCardMessages } from './ApplicationCard/ApplicationCard';
export type {
  ApplicationCardProps,
  ApplicationCardMessages,
  ApplicationCardStage,
} from './ApplicationCard/ApplicationCard';
export { Board, boardMessages } from './Board/Board';
export type { BoardProps, BoardItem, BoardStage, BoardMessages } from './Board/Board';
export {
  CoverLetterEditor,
  coverLetterEditorMessages,
} from './CoverLetterEditor/CoverLetterEditor';
export type {
  CoverLetterEditorProps,
  CoverLetterEditorMessages,
} from './CoverLetterEditor/CoverLetterEditor';
