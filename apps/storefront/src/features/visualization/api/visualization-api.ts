import {
  addLog,
  addToProject,
  aiCaseList,
  caseDetail,
  inpainting,
  inpaintingMessage,
  type LogType,
  officialPictures,
  projectList,
  Timing,
  uploadRoomPhoto,
  visitorImageByCode,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, type CallVal, call, uploadTo } from '../../../lib/call';
import { quietQuery } from '../../../lib/quiet-call';

const quiet = { silent: true } as const;

export type CaseList = CallVal<typeof aiCaseList>;
export type CaseDetail = CallVal<typeof caseDetail>;
export type OfficialPicture = CallVal<typeof officialPictures>['list'][number];
export type InpaintingInput = CallInput<typeof inpainting>;

/** Usage events of spec 7 (mibd.inpainting.open, replacement_sku, draw_shadow, upload_pictures). */
export const logEvent = (type: LogType, tag1?: string, data1?: string) => {
  call(addLog, { type, tag1, data1 }, quiet).catch(() => {});
};

export const officialPicturesQuery = () => ({
  queryKey: ['visualization', 'examples'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(officialPictures, undefined, { signal }).then((v) => v.list),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * My cases; polled every 10 s while one is generating (spec 4 and 9). `silent` where the list
 * is not the screen's own (the chat's notices): a failure shows nothing there.
 */
export const caseListQuery = (page = 1, limit = 12, silent = false) => ({
  queryKey: ['visualization', 'cases', page, limit] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(aiCaseList, { page, limit }, { signal, silent }),
  refetchInterval: (q: { state: { data?: CaseList } }) =>
    q.state.data && q.state.data.is_complete === 0 ? Timing.aiPollingMs : false,
});

export const caseDetailQuery = (id: number) => ({
  ...quietQuery(caseDetail, ['visualization', 'case', id] as const, { id }),
  refetchInterval: (q: { state: { data?: CaseDetail } }) =>
    q.state.data?.status === 0 ? Timing.aiPollingMs : false,
  enabled: id > 0,
  retry: false,
});

export const projectsQuery = () => ({
  queryKey: ['visualization', 'projects'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(projectList, { limit: 100 }, { signal, ...quiet }).then((v) => v.list),
  retry: false,
});

export const useUploadPhoto = (onProgress: (percent: number) => void) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadTo(uploadRoomPhoto, form, {
        silent: true,
        onProgress: ({ loaded, total }) =>
          onProgress(total ? Math.round((loaded / total) * 100) : 0),
      });
    },
  });

export const useRedeemCode = () =>
  useMutation({
    mutationFn: (image_code: string) => call(visitorImageByCode, { image_code }, quiet),
  });

export const useStartCase = () =>
  useMutation({ mutationFn: (body: InpaintingInput) => call(inpainting, body, quiet) });

export const markNotified = (case_id: number) =>
  call(inpaintingMessage, { case_id }, quiet).catch(() => null);

export const useAddToProject = () =>
  useMutation({
    mutationFn: (v: { sku_number: string; project_id: number }) =>
      call(addToProject, { ...v, buy_number: 1 }, quiet),
  });
