import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CarRepairOutlined from '@mui/icons-material/CarRepairOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ElectricCarOutlined from '@mui/icons-material/ElectricCarOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import EvStationOutlined from '@mui/icons-material/EvStationOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PieChartOutlineOutlined from '@mui/icons-material/PieChartOutlineOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import SortOutlined from '@mui/icons-material/SortOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';

/**
 * The icons page's curated set: each icon is its own import, so the page's chunk holds these
 * and nothing of the other two thousand.
 */
export const curatedIcons: readonly { name: string; Icon: SvgIconComponent }[] = [
  { name: 'DirectionsCarOutlined', Icon: DirectionsCarOutlined },
  { name: 'ElectricCarOutlined', Icon: ElectricCarOutlined },
  { name: 'LocalGasStationOutlined', Icon: LocalGasStationOutlined },
  { name: 'EvStationOutlined', Icon: EvStationOutlined },
  { name: 'SpeedOutlined', Icon: SpeedOutlined },
  { name: 'BuildOutlined', Icon: BuildOutlined },
  { name: 'CarRepairOutlined', Icon: CarRepairOutlined },
  { name: 'LocalOfferOutlined', Icon: LocalOfferOutlined },
  { name: 'SellOutlined', Icon: SellOutlined },
  { name: 'PaymentsOutlined', Icon: PaymentsOutlined },
  { name: 'ReceiptLongOutlined', Icon: ReceiptLongOutlined },
  { name: 'StorefrontOutlined', Icon: StorefrontOutlined },
  { name: 'PeopleOutlined', Icon: PeopleOutlined },
  { name: 'PersonOutlined', Icon: PersonOutlined },
  { name: 'AdminPanelSettingsOutlined', Icon: AdminPanelSettingsOutlined },
  { name: 'LockOutlined', Icon: LockOutlined },
  { name: 'NotificationsOutlined', Icon: NotificationsOutlined },
  { name: 'MailOutlined', Icon: MailOutlined },
  { name: 'PhoneOutlined', Icon: PhoneOutlined },
  { name: 'ChatOutlined', Icon: ChatOutlined },
  { name: 'SupportAgentOutlined', Icon: SupportAgentOutlined },
  { name: 'HelpOutlineOutlined', Icon: HelpOutlineOutlined },
  { name: 'InfoOutlined', Icon: InfoOutlined },
  { name: 'WarningAmberOutlined', Icon: WarningAmberOutlined },
  { name: 'ErrorOutlineOutlined', Icon: ErrorOutlineOutlined },
  { name: 'CheckCircleOutlined', Icon: CheckCircleOutlined },
  { name: 'DashboardOutlined', Icon: DashboardOutlined },
  { name: 'BarChartOutlined', Icon: BarChartOutlined },
  { name: 'PieChartOutlineOutlined', Icon: PieChartOutlineOutlined },
  { name: 'TrendingUpOutlined', Icon: TrendingUpOutlined },
  { name: 'CalendarMonthOutlined', Icon: CalendarMonthOutlined },
  { name: 'ScheduleOutlined', Icon: ScheduleOutlined },
  { name: 'SearchOutlined', Icon: SearchOutlined },
  { name: 'FilterListOutlined', Icon: FilterListOutlined },
  { name: 'SortOutlined', Icon: SortOutlined },
  { name: 'EditOutlined', Icon: EditOutlined },
  { name: 'DeleteOutlineOutlined', Icon: DeleteOutlineOutlined },
  { name: 'AddCircleOutlineOutlined', Icon: AddCircleOutlineOutlined },
  { name: 'DownloadOutlined', Icon: DownloadOutlined },
  { name: 'UploadOutlined', Icon: UploadOutlined },
  { name: 'ImageOutlined', Icon: ImageOutlined },
  { name: 'PhotoCameraOutlined', Icon: PhotoCameraOutlined },
  { name: 'LanguageOutlined', Icon: LanguageOutlined },
  { name: 'SettingsOutlined', Icon: SettingsOutlined },
  { name: 'PublicOutlined', Icon: PublicOutlined },
  { name: 'PlaceOutlined', Icon: PlaceOutlined },
  { name: 'StarOutlineOutlined', Icon: StarOutlineOutlined },
  { name: 'FavoriteBorderOutlined', Icon: FavoriteBorderOutlined },
  { name: 'ShareOutlined', Icon: ShareOutlined },
  { name: 'VisibilityOutlined', Icon: VisibilityOutlined },
];
