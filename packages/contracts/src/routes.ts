/**
 * The wire identity of every endpoint: its method and its path under `/api`, by name.
 * Plain strings with no schema attached, so the web's client can import this table on
 * the first route without pulling zod in; the full contract of each name (access, params,
 * query, body, result, error keys) is in `endpoints/`, and the typecheck holds the two
 * in step (`endpoints` must have exactly these names).
 */
export const ROUTES = {
  health: 'GET /health',
  ready: 'GET /ready',
  contactUs: 'POST /contact-us',
  acceptCookie: 'POST /accept-cookie',

  register: 'POST /user/register',
  verifyEmail: 'POST /user/verify-email',
  resendVerification: 'POST /user/resend-verification',
  login: 'POST /user/login',
  logout: 'POST /user/logout',
  authProviders: 'GET /auth/providers',
  googleRegister: 'POST /user/google-register',
  fbRegister: 'POST /user/fb-register',
  requestPasswordReset: 'POST /request-password-reset',
  resetPassword: 'POST /reset-password',
  checkResetToken: 'POST /reset-password/check',
  changePassword: 'PUT /user/change-password',

  agentProfile: 'GET /user/show-agent-profile/:id',
  userInfo: 'GET /user/:id',
  updateProfile: 'PUT /user/update/:id',
  changeEmail: 'POST /user/change-email',
  confirmEmailChange: 'POST /user/confirm-email-change',
  uploadProfileImage: 'POST /user/upload-image',
  switchAccount: 'GET /switch-account',
  notificationSettings: 'GET /user/setting/get',
  storeNotificationSettings: 'POST /user/setting/store',
  exportUserData: 'GET /user/export',
  deleteAccount: 'DELETE /user/delete-account',
  privacyRetention: 'GET /privacy/retention',
  lineConnect: 'POST /line-connect',
  lineStatus: 'GET /line/status',
  lineLoginUrl: 'GET /line/login-url',
  lineCallback: 'POST /line/callback',
  lineDisconnect: 'POST /line/disconnect',
  lineWebhook: 'POST /line/webhook',

  estateMaster: 'GET /estate-master',
  addressData: 'GET /address-data',
  districtAroundBangkok: 'GET /district-around-bangkok',
  announceDistricts: 'GET /announce-districts',
  trainData: 'GET /train-data',
  projectEstate: 'GET /project-estate',

  nearbyStations: 'GET /estate/nearby-stations',
  myEstate: 'GET /estate/my-estate',
  estateView: 'GET /estate/view/:announce_id',
  estateForm: 'GET /estate/:announce_id',
  storeEstate: 'POST /estate/store',
  uploadEstateImage: 'POST /estate/upload-image',
  publishEstate: 'PUT /estate/publish/:id',
  unpublishEstate: 'PUT /estate/un-publish/:id',
  closeEstate: 'PUT /estate/close/:id',
  deleteEstate: 'DELETE /estate/delete/:id',
  recommendedEstate: 'GET /recommended-estate',
  searchEstate: 'GET /estate',
  trend: 'GET /trend/:id',
  landingPage: 'GET /landing-page',
  hotTrend: 'GET /get-hot-trend',
  toggleFavorite: 'POST /favorite/toggle',
  favorites: 'GET /favorite/get',
  contactAnnounceOwner: 'POST /contact-announce-owner',

  creditInfo: 'GET /credit-info',
  packages: 'GET /package',
  makePurchase: 'POST /make-purchase',
  payments: 'GET /payment',
  uploadSlip: 'POST /payment/upload-slip/:id',
  boostCreate: 'POST /boost-post/create',

  adminSummary: 'GET /admin/summary',
  adminEstates: 'GET /admin/estate',
  adminApproveEstate: 'PUT /admin/estate/approve/:id',
  adminRejectEstate: 'PUT /admin/estate/reject/:id',
  adminBanEstate: 'PUT /admin/estate/ban/:id',
  adminUnbanEstate: 'PUT /admin/estate/unban/:id',
  adminTrends: 'GET /admin/trend',
  adminStoreTrend: 'POST /admin/trend/store',
  adminDeleteTrend: 'DELETE /admin/trend/delete/:id',
  adminHotSearches: 'GET /admin/hot-search',
  adminStoreHotSearch: 'POST /admin/hot-search/store',
  adminDeleteHotSearch: 'DELETE /admin/hot-search/delete/:id',
  adminPayments: 'GET /admin/payment',
  adminApprovePayment: 'PUT /admin/payment/approve/:id',
  adminRejectPayment: 'PUT /admin/payment/reject/:id',
  adminPackages: 'GET /admin/package',
  adminStorePackage: 'POST /admin/package/store',

  advertise: 'GET /advertise',
  advertiseClick: 'POST /advertise/click/:id',
  advertiseImpressions: 'POST /advertise/impressions',
  eventBanner: 'GET /event-banner',
  chatWidget: 'GET /chat-widget',
  adminAds: 'GET /admin/advertise',
  adminStoreAd: 'POST /admin/advertise/store',
  adminDeleteAd: 'DELETE /admin/advertise/delete/:id',
  adminUploadAdImage: 'POST /admin/advertise/upload-image',
  adminEventBanners: 'GET /admin/event-banner',
  adminStoreEventBanner: 'POST /admin/event-banner/store',
  adminDeleteEventBanner: 'DELETE /admin/event-banner/delete/:id',
  article: 'GET /article',
  articleView: 'GET /article/view',
  articleHighlight: 'GET /article-highlight',
  articleCategory: 'GET /article-category',
  articleAllCategories: 'GET /article-all-categories',
  adminArticles: 'GET /admin/article',
  adminArticle: 'GET /admin/article/:id',
  adminStoreArticle: 'POST /admin/article/store',
  adminDeleteArticle: 'DELETE /admin/article/delete/:id',
  adminUploadArticleImage: 'POST /admin/article/upload-image',
  adminArticleCategories: 'GET /admin/article-category',
  adminStoreArticleCategory: 'POST /admin/article-category/store',
  adminDeleteArticleCategory: 'DELETE /admin/article-category/delete/:id',
  adminStoreArticleSubCategory: 'POST /admin/article-sub-category/store',
  adminDeleteArticleSubCategory: 'DELETE /admin/article-sub-category/delete/:id',
} as const;

export type EndpointName = keyof typeof ROUTES;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type MethodOf<N extends EndpointName> = (typeof ROUTES)[N] extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<N extends EndpointName> = (typeof ROUTES)[N] extends `${HttpMethod} ${infer P}` ? P : never;

/** `'PUT /user/update/:id'` -> `['PUT', '/user/update/:id']` */
export function splitRoute<N extends EndpointName>(name: N): [MethodOf<N>, PathOf<N>] {
  const route = ROUTES[name];
  const space = route.indexOf(' ');
  return [route.slice(0, space) as MethodOf<N>, route.slice(space + 1) as PathOf<N>];
}
