import { siteCodeToName, type SiteLanguageCode } from '@lingbridge/contracts/common';
import type { TranscriptSentence, Video } from '@lingbridge/contracts/watch';
import type { VideoSentenceRow } from '../../db/schema';
import type { VideoView } from './repo';

/** Where a stored video file, caption file or thumbnail is served (range requests included). */
export const fileUrl = (fileId: string) => `/api/v1/video/file/storage/${fileId}`;

/** Links a video's stored file: plainly, or signed when the video is private (file-service.ts videoFileLinks). */
export type FileLink = (fileId: string, isPrivate: boolean) => string;

/** Our frame of a self-hosted file; YouTube's own picture (the page's CSP allows i.ytimg.com). */
function thumbnailOf(v: Pick<VideoView, 'thumbnailFileId' | 'videoType' | 'embedId' | 'isPublic' | 'isDemo'>, link: FileLink) {
  if (v.thumbnailFileId) return link(v.thumbnailFileId, !v.isPublic && !v.isDemo);
  if (v.videoType === 'Youtube' && v.embedId) return `https://i.ytimg.com/vi/${v.embedId}/hqdefault.jpg`;
  return null;
}

/** A video row as the contract's Video, without the transcript. */
export function presentVideo(v: VideoView, link: FileLink): Video {
  return {
    id: v.id,
    title: v.title,
    video_url: v.videoFileId ? link(v.videoFileId, !v.isPublic && !v.isDemo) : v.videoUrl,
    video_type: v.videoType,
    embed_id: v.embedId,
    language: v.language,
    spoken_language: v.spokenLanguage,
    // Rows submitted before site_language was checked may hold the code the web sent (en).
    site_language: Object.hasOwn(siteCodeToName, v.siteLanguage) ? siteCodeToName[v.siteLanguage as SiteLanguageCode] : v.siteLanguage,
    transcribe_status: v.status,
    transcribe_fail_reason: v.failReason,
    transcribe_fail_code: v.failCode,
    transcribe_fail_params: v.failParams,
    stage: v.stage,
    free_use: v.freeUse,
    duration: v.duration,
    thumbnail_url: thumbnailOf(v, link),
    category: v.categoryId && v.categoryName ? { id: v.categoryId, name: v.categoryName } : null,
    level: v.level,
    owner_id: v.ownerId,
    is_public: v.isPublic,
    is_demo: v.isDemo,
    sentence_count: v.sentenceCount,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
}

export function presentSentence(s: VideoSentenceRow): TranscriptSentence {
  return {
    id: s.id,
    start: s.start,
    end: s.end,
    text: s.text,
    translated_languages: s.translated,
    en_text: s.enText,
    zh_text: s.foreignWords,
    ori_zh_text: s.foreignText,
  };
}

/** The transcript serialized once, when it is written; reads splice it in (transcript-cache.ts). */
export const serializeTranscript = (rows: VideoSentenceRow[]) => JSON.stringify(rows.map(presentSentence));
