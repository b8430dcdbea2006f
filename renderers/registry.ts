/** Every document type and page kind mapped to its renderer. Adding one is a one-line diff here. */
import type {
  DocumentRendererMap,
  NoticeRendererMap,
  PageRendererMap,
  RendererRegistry,
} from '../engine/rendering/contract';
import { DownloadDocument } from './documents/download/download';
import { EmptyDocument } from './documents/empty/empty';
import { ExternalDocument } from './documents/external/external';
import { ExternalDirectDocument } from './documents/external-direct/external-direct';
import { RouteDocument } from './documents/route/route';
import { SectionHeaderDocument } from './documents/section-header/section-header';
import { SectionHeaderRawDocument } from './documents/section-header-raw/section-header-raw';
import { SectionTextDocument } from './documents/section-text/section-text';
import { SectionTextRawDocument } from './documents/section-text-raw/section-text-raw';
import { SecureDownloadDocument } from './documents/secure-download/secure-download';
import { TrainingDocument } from './documents/training/training';
import { NoticePanel } from './notices/notice/notice';
import { ContactPage } from './pages/contact/contact';
import { ContentListPage } from './pages/content-list/content-list';
import { DownloadsPage } from './pages/downloads/downloads';
import { FaqPage } from './pages/faq/faq';
import { HomePage } from './pages/home/home';
import { ImplementationOverviewPage } from './pages/implementation-overview/implementation-overview';
import { InstructionsForUsePage } from './pages/instructions-for-use/instructions-for-use';
import { LearningLibraryPage } from './pages/learning-library/learning-library';
import { MenuPage } from './pages/menu/menu';
import { VideoPage } from './pages/video/video';
import { WhatsNewPage } from './pages/whats-new/whats-new';

export const documentRenderers = {
  download: DownloadDocument,
  'secure-download': SecureDownloadDocument,
  training: TrainingDocument,
  route: RouteDocument,
  external: ExternalDocument,
  'external-direct': ExternalDirectDocument,
  sectionHeader: SectionHeaderDocument,
  sectionHeaderRaw: SectionHeaderRawDocument,
  sectiontext: SectionTextDocument,
  sectionTextRaw: SectionTextRawDocument,
  empty: EmptyDocument,
} satisfies DocumentRendererMap;

export const pageRenderers = {
  home: HomePage,
  'content-list': ContentListPage,
  downloads: DownloadsPage,
  contact: ContactPage,
  'implementation-overview': ImplementationOverviewPage,
  faq: FaqPage,
  // Superuser resources is a content list (its section holds the one "Missing Content" document).
  'superuser-resources': ContentListPage,
  video: VideoPage,
  'instructions-for-use': InstructionsForUsePage,
  menu: MenuPage,
  'learning-library': LearningLibraryPage,
  'whats-new': WhatsNewPage,
} satisfies PageRendererMap;

const noticeRenderers = {
  advisory: NoticePanel,
  'field-safety-notice': NoticePanel,
  recall: NoticePanel,
} satisfies NoticeRendererMap;

export const registry = {
  documents: documentRenderers,
  pages: pageRenderers,
  notices: noticeRenderers,
} satisfies RendererRegistry;
