/**
 * @aita/ui: presentational React components (props in, callbacks out; no store, no api).
 * Styles are tailwind utilities; the app imports `@aita/ui/theme.css` and scans this folder.
 */
export { cn } from './cn';
export { Button, type ButtonProps } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { AppCard, type AppCardProps } from './app-card';
export { CategorySection, type CategorySectionProps } from './category-section';
export { CategoryTabs, type CategoryTab, type CategoryTabsProps } from './category-tabs';
export { SidebarNav, type SidebarNavItem, type SidebarNavProps } from './sidebar-nav';
export { SidePanel, type SidePanelQr, type SidePanelProps } from './side-panel';
export { StateMessage, type StateMessageProps } from './state-message';
export { UnderConstruction, type UnderConstructionProps } from './under-construction';
export { AppHeader, type AppHeaderProps } from './app-header';
export { ToastViewport, type ToastItem, type ToastKind, type ToastViewportProps } from './toast';
export {
  FloatingPanel,
  FormDialog,
  type FloatingPanelProps,
  type FormDialogProps,
} from './form-dialog';
export {
  ChoiceChips,
  FormField,
  SelectInput,
  TextInput,
  type ChoiceChipsProps,
  type FormFieldProps,
  type SelectInputProps,
  type SelectOption,
} from './form-field';
export { LoginOverlay, type LoginOverlayProps } from './login-overlay';
export {
  OrgSwitcher,
  UserAvatar,
  UserMenu,
  type OrgOption,
  type OrgSwitcherProps,
  type UserAvatarProps,
  type UserMenuItem,
  type UserMenuProps,
} from './user-menu';
export * from './icons';
export { FavouriteButton, type FavouriteButtonProps } from './favourite-button';
export { ToggleChip, type ToggleChipProps } from './toggle-chip';
export {
  ImageThumbnails,
  type ImageThumbnail,
  type ImageThumbnailsProps,
} from './image-thumbnails';
export { Carousel, type CarouselProps } from './carousel';
export { AppDialog, type AppDialogProps } from './app-dialog';
export { NoticeDialog, type NoticeDialogProps } from './notice-dialog';
export { MessageBubble, type MessageBubbleProps } from './message-bubble';
export { MessageImages, type MessageImagesProps } from './message-images';
export { ThinkingSection, type ThinkingSectionProps } from './thinking-section';
export { Drawer, type DrawerProps } from './drawer';
export { CitationCard, type CitationCardProps, type CitationSource } from './citation-card';
export { RichTextView, type RichTextViewProps } from './rich-text-view';
export { ChatInput, type ChatInputProps } from './chat-input';
export { DataTable, type DataColumn, type DataTableProps } from './data-table';
export { Pagination, pageItems, type PageItem, type PaginationProps } from './pagination';
export { NoticeBanner, type NoticeBannerProps } from './notice-banner';
export { ProductPicker, type ProductOption, type ProductPickerProps } from './product-picker';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { Stepper, type StepperProps } from './stepper';
