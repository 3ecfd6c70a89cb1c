import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SourcePreview as SourcePreview_fb2814c9823aeba74c15bd11cb85cded } from '@/blocks/Gallery/SourcePreview.client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { CurrentPasswordField as CurrentPasswordField_876189df925090a587b23fdf6cf7ced2 } from '@/collections/Users/CurrentPasswordField'
import { ZipDrop as ZipDrop_b22be1e5fe6baa7fe754c040dc92b95b } from '@/import/admin/ZipDrop.client'
import { GalleryItemsField as GalleryItemsField_30314269473c53f31084439cdcab0ce1 } from '@/gallery/admin/GalleryItemsField.client'
import { NotificationHint as NotificationHint_8f04239275e30367064fe04b1b47ff79 } from '@/forms/admin/NotificationHint'
import { ResendNotification as ResendNotification_6b7f6eafeae4348de9e493cdfb0533f0 } from '@/forms/admin/ResendNotification'
import { ExportSubmissions as ExportSubmissions_75f47e2ddd71790c7768d5bf79228b2f } from '@/forms/admin/ExportSubmissions'
import { ReissueLinks as ReissueLinks_e829e683970d8a6588b41b653898a14a } from '@/commerce/admin/ReissueLinks'
import { OrderLineLabel as OrderLineLabel_2bee6a1e91212f954a4296a96fc4d98d } from '@/commerce/admin/OrderRows'
import { OrderTotals as OrderTotals_2bee6a1e91212f954a4296a96fc4d98d } from '@/commerce/admin/OrderRows'
import { OrderHistoryLabel as OrderHistoryLabel_2bee6a1e91212f954a4296a96fc4d98d } from '@/commerce/admin/OrderRows'
import { OrdersExport as OrdersExport_4fd30544f8dea328c907616308b16205 } from '@/commerce/admin/OrdersExport'
import { YouTubeKeyNotice as YouTubeKeyNotice_6c321b02ff4c28b0c6c03e8198ce3265 } from '@/video/admin/YouTubeKeyNotice'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { AdminOriginNotice as AdminOriginNotice_7b3369fd29f40806b0ef2c570ffbc544 } from '@/components/AdminOriginNotice/AdminOriginNotice.client'
import { ImportNavLink as ImportNavLink_3f63624d309fb66f054b741f9dddc938 } from '@/import/admin/ImportNavLink'
import { PendingCommentsBadge as PendingCommentsBadge_56033d9f12e0646ddf0a80bd6442966d } from '@/engagement/admin/PendingCommentsBadge'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportView as ImportView_7cc36e0ce595880c577a8d40fbed25ff } from '@/import/admin/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/blocks/Gallery/SourcePreview.client#SourcePreview": SourcePreview_fb2814c9823aeba74c15bd11cb85cded,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/collections/Users/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_876189df925090a587b23fdf6cf7ced2,
  "@/import/admin/ZipDrop.client#ZipDrop": ZipDrop_b22be1e5fe6baa7fe754c040dc92b95b,
  "@/gallery/admin/GalleryItemsField.client#GalleryItemsField": GalleryItemsField_30314269473c53f31084439cdcab0ce1,
  "@/forms/admin/NotificationHint#NotificationHint": NotificationHint_8f04239275e30367064fe04b1b47ff79,
  "@/forms/admin/ResendNotification#ResendNotification": ResendNotification_6b7f6eafeae4348de9e493cdfb0533f0,
  "@/forms/admin/ExportSubmissions#ExportSubmissions": ExportSubmissions_75f47e2ddd71790c7768d5bf79228b2f,
  "@/commerce/admin/ReissueLinks#ReissueLinks": ReissueLinks_e829e683970d8a6588b41b653898a14a,
  "@/commerce/admin/OrderRows#OrderLineLabel": OrderLineLabel_2bee6a1e91212f954a4296a96fc4d98d,
  "@/commerce/admin/OrderRows#OrderTotals": OrderTotals_2bee6a1e91212f954a4296a96fc4d98d,
  "@/commerce/admin/OrderRows#OrderHistoryLabel": OrderHistoryLabel_2bee6a1e91212f954a4296a96fc4d98d,
  "@/commerce/admin/OrdersExport#OrdersExport": OrdersExport_4fd30544f8dea328c907616308b16205,
  "@/video/admin/YouTubeKeyNotice#YouTubeKeyNotice": YouTubeKeyNotice_6c321b02ff4c28b0c6c03e8198ce3265,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "@/components/AdminOriginNotice/AdminOriginNotice.client#AdminOriginNotice": AdminOriginNotice_7b3369fd29f40806b0ef2c570ffbc544,
  "@/import/admin/ImportNavLink#ImportNavLink": ImportNavLink_3f63624d309fb66f054b741f9dddc938,
  "@/engagement/admin/PendingCommentsBadge#PendingCommentsBadge": PendingCommentsBadge_56033d9f12e0646ddf0a80bd6442966d,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/import/admin/ImportView#ImportView": ImportView_7cc36e0ce595880c577a8d40fbed25ff,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
