import type { z } from 'zod';
import type {
  AppConfig as AppConfigSchema,
  SystemInfo as SystemInfoSchema,
  UpdateInfo as UpdateInfoSchema,
  UploadResult as UploadResultSchema,
} from '@contracts/common/system';

export type SystemInfo = z.input<typeof SystemInfoSchema>;
export type AppConfig = z.input<typeof AppConfigSchema>;
export type UpdateInfo = z.input<typeof UpdateInfoSchema>;
export type UploadResult = z.input<typeof UploadResultSchema>;
