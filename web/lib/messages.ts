import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Message, MessageCode } from "#shared/messages";

/**
 * The server's messages, rendered here in the interface language. The server sends a message as a
 * code with params (`{ code: "TRAINER_CREATED", params: { name } }`: tRPC success results' `msg`,
 * failures' `data.message`); this table holds one descriptor per code of shared/messages.ts, whose
 * source text is the server's zh-CN text with the same `{placeholders}`, so the English catalog
 * (web/locales/en/messages.po) translates it. tests/worker/messages.test.ts keeps the two in step.
 * Server messages carry no ICU plurals (REST renders plain text):
 * docs/decisions/2026-11-25-english-plurals.md
 */
export const SERVER_MESSAGES = {
  // The default texts of the error codes (worker/errors.ts APP_ERRORS).
  BAD_REQUEST: msg`请求参数有误`,
  INVALID_JSON: msg`请求体不是有效的 JSON`,
  UNAUTHORIZED: msg`请先登录`,
  INVALID_CREDENTIALS: msg`账号或密码错误`,
  ACCOUNT_DISABLED: msg`账户已停用`,
  NOT_A_TRAINER: msg`该账户不是教练账户`,
  NOT_SUPER_ADMIN: msg`仅超级管理员可以登录`,
  NO_ORGANIZATION: msg`请联系管理员激活账户。`,
  FORBIDDEN: msg`没有权限执行此操作`,
  NOT_FOUND: msg`未找到`,
  EMAIL_TAKEN: msg`该邮箱已被使用`,
  PHONE_TAKEN: msg`该手机号已被使用`,
  CONFLICT: msg`数据冲突`,
  WRONG_PASSWORD: msg`当前密码不正确`,
  INVALID_SMS_CODE: msg`验证码错误或已过期`,
  TOO_MANY_ATTEMPTS: msg`尝试次数过多，请稍后再试`,
  UNSUPPORTED_MEDIA_TYPE: msg`不支持的请求内容类型，请使用 application/json`,
  BATCH_TOO_LARGE: msg`一次批量请求的调用过多`,
  BATCH_NOT_ALLOWED: msg`登录、注册、验证码和改密码请求不能与其他请求合并发送`,
  PAYLOAD_TOO_LARGE: msg`请求体过大`,
  IDEMPOTENCY_KEY_REUSED: msg`该 Idempotency-Key 已用于另一个请求`,
  INTERNAL: msg`服务器错误`,
  // Runtime answers outside the app (worker/runtime/edge/runtime.ts).
  SERVER_MISCONFIGURED: msg`服务器配置错误`,
  UNAVAILABLE: msg`服务暂不可用，请稍后再试`,
  // Accounts and sign-in.
  OK: msg`ok`,
  LOGIN_OK: msg`登录成功`,
  REGISTERED: msg`注册成功`,
  PASSWORD_CHANGED: msg`密码修改成功`,
  PASSWORD_RESET: msg`密码重置成功`,
  SMS_SENT: msg`验证码已发送`,
  USER_NOT_FOUND: msg`用户不存在`,
  USER_ALREADY_LINKED: msg`该用户已是学员或教练`,
  USER_DELETE_SELF: msg`不能删除自己的账户`,
  SIGN_IN_DETAILS_RANK: msg`只有本人可以修改同级或更高权限成员的邮箱和手机号`,
  ALREADY_ACTIVE: msg`该账户已激活，请直接登录或重置密码`,
  IMAGE_NOT_FOUND: msg`图片不存在`,
  // Uploads (worker/domains/uploads/).
  UPLOAD_FILE_MISSING: msg`请选择要上传的文件`,
  UPLOAD_TOO_LARGE: msg`文件不能超过 10 MB`,
  UPLOAD_TYPE_REFUSED: msg`只能上传 JPEG、PNG、WebP、GIF 图片，MP4、MOV 视频或 PDF 文件`,
  UPLOAD_VIDEO_LOCATION: msg`该视频包含拍摄地点信息，请在相机中关闭位置记录或导出不含位置的副本后再上传`,
  UPLOAD_NOT_IMAGE: msg`请选择一张图片`,
  IDEMPOTENCY_KEY_INVALID: msg`Idempotency-Key 须为 1–100 个字符`,
  IDEMPOTENCY_IN_PROGRESS: msg`相同 Idempotency-Key 的请求仍在处理中，请稍后重试`,
  // Client invitations.
  INVITE_SENT: msg`邀请已发送`,
  INVITE_NOT_DELIVERED: msg`邀请链接已生成，但未能发送：请复制链接发给学员`,
  DELIVERY_FAILED: msg`短信发送失败，请稍后再试`,
  INVITE_NO_CONTACT: msg`该学员没有邮箱或手机号，无法发送邀请`,
  INVITE_INVALID: msg`邀请链接无效或已过期`,
  // Organizations.
  ORGANIZATION_CREATED: msg`组织创建成功`,
  ORGANIZATION_CREATED_OWNER_INVITED: msg`组织已创建，已邀请所有者：对方登录并接受后成为所有者`,
  ORGANIZATION_UPDATED: msg`组织信息修改成功`,
  ORGANIZATION_NOT_FOUND: msg`组织不存在`,
  ORGANIZATION_REQUIRED: msg`请指定组织`,
  SUBDOMAIN_TAKEN: msg`子域名已被使用`,
  // Trainers.
  TRAINER_CREATED: msg({ message: "教练{name}创建成功" }),
  TRAINER_UPDATED: msg`教练更新成功`,
  TRAINER_DELETED: msg`教练删除成功`,
  TRAINER_DELETE_SELF: msg`教练删除失败：不能删除自己`,
  USER_ALREADY_TRAINER: msg`该用户已是教练`,
  // The team (/team).
  TRAINER_DELETE_OWNER: msg`教练删除失败：不能删除组织所有者`,
  TRAINER_TRANSFER_TARGET: msg`教练删除失败：请选择同一组织的另一位教练接收学员`,
  OWNER_TRANSFER_STARTED: msg`已发起所有者转让，等待对方接受`,
  OWNER_TRANSFER_TARGET: msg`新所有者必须是本组织的另一位教练`,
  OWNER_TRANSFER_ACCEPTED: msg`你已成为组织所有者`,
  OWNER_TRANSFER_NONE: msg`没有待接受的所有者转让`,
  // Clients (SPEC section 8's failure texts included).
  CLIENT_CREATED: msg`学员添加成功`,
  CLIENT_CREATE_FAILED: msg`学员添加失败`,
  CLIENT_UPDATED: msg`学员修改成功`,
  CLIENT_UPDATE_FAILED: msg`学员修改失败`,
  CLIENT_DELETED: msg`学员删除成功`,
  CLIENT_DELETE_FAILED: msg`学员用户删除不成功`,
  CLIENT_NOT_FOUND: msg`学员不存在`,
  CLIENT_NO_ORGANIZATION: msg`学员尚未加入组织`,
  CLIENTS_TRANSFERRED: msg`学员转移成功`,
  CLIENTS_ARCHIVED: msg`学员已归档`,
  CLIENTS_UNARCHIVED: msg`学员已恢复`,
  TRANSFER_OTHER_ORGANIZATION: msg`只能在同一组织内转移学员`,
  TRANSFER_NOT_OWN: msg`只能转移自己的学员`,
  // Workouts and comments.
  WORKOUT_DELETED: msg`训练删除成功`,
  WORKOUT_TARGET_REQUIRED: msg`请指定 client_id 和 due，或 program_id 和 position`,
  WORKOUT_ITEM_DELETED: msg`训练项目删除成功`,
  WORKOUT_CHANGED: msg`训练已被其他人修改`,
  EXERCISE_NOT_FOUND: msg`动作不存在`,
  COMMENT_DELETED: msg`评论删除成功`,
  WEIGHT_TRACKING_DELETED: msg`体重记录删除成功`,
  PHOTO_SESSION_DELETED: msg`进展照片删除成功`,
  NUTRITION_LOG_DELETED: msg`饮食记录删除成功`,
  NUTRITION_LOG_DAY_TAKEN: msg`这一天已有饮食记录`,
  HABIT_DELETED: msg`习惯删除成功`,
  HABIT_LIMIT: msg({ message: "每位学员最多 {max} 个习惯" }),
  COMMENT_LIMIT: msg({ message: "这个训练的评论已达上限（{max} 条）" }),
  TOO_MANY_COMMENTS: msg`评论太频繁，请稍后再试`,
  // Conversations.
  EMAIL_RESEND_QUEUED: msg`邮件将重新发送`,
  EMAIL_NOT_FAILED: msg`只有发送失败的邮件可以重发`,
  TOO_MANY_MESSAGES: msg`消息发送太频繁，请稍后再试`,
  RECALL_EXPIRED: msg`发送超过 2 分钟的消息不能撤回`,
  WORKOUT_NOTE_EXISTS: msg`这个训练已有备注`,
  // Libraries.
  EXERCISE_SAVED: msg`练习运动保存成功`,
  EXERCISE_DELETED: msg`练习运动删除成功`,
  WARMUP_SAVED: msg`热身运动保存成功`,
  WARMUP_DELETED: msg`热身运动删除成功`,
  COOLDOWN_SAVED: msg`放松运动保存成功`,
  COOLDOWN_DELETED: msg`放松运动删除成功`,
  DEFAULT_EXERCISE_READONLY: msg`默认练习运动不可修改`,
  // Programs.
  PROGRAM_CREATED: msg`新标准训练计划表创建成功。`,
  RANGE_HAS_NO_WORKOUTS: msg`这段时间没有训练`,
  PROGRAM_UPDATED: msg`准训练计划表更新成功。`,
  PROGRAM_DELETED: msg({ message: "{name}删除" }),
  PROGRAM_APPLIED: msg`应用成功`,
  PROGRAM_UNASSIGNED: msg`已取消分配`,
  ASSIGN_TOO_MANY: msg({ message: "一次最多生成 {max} 个训练，请减少学员数量" }),
  ASSIGN_CHANGED: msg`分配期间计划被修改，请重新分配`,
  PROGRAM_SYNCED: msg`计划已同步`,
  SYNC_CHANGED: msg`同步期间训练被其他人修改，请重新预览后再同步`,
  SYNC_TOO_MANY: msg({ message: "一次最多同步 {max} 个训练，请减少学员数量" }),
  // Importing a client's history from TrueCoach.
  IMPORT_DONE: msg({ message: "导入完成：新增 {workouts} 个训练" }),
  IMPORT_EMPTY: msg`文件中没有训练`,
  IMPORT_TOO_LARGE: msg({ message: "一次最多导入 {workouts} 个训练、{items} 个训练项目，请分批导入" }),
  IMPORT_CSV_HEADER: msg({ message: "CSV 第 1 行应为表头 {columns}" }),
  IMPORT_CSV_UNCLOSED_QUOTE: msg({ message: "CSV 第 {line} 行：引号没有闭合" }),
  IMPORT_CSV_AFTER_QUOTE: msg({ message: "CSV 第 {line} 行：引号后应为逗号或换行" }),
  IMPORT_CSV_COLUMNS: msg({ message: "CSV 第 {line} 行应有 {expected} 列，实际 {count} 列" }),
  IMPORT_CSV_VALUE: msg({ message: "CSV 第 {line} 行的 {field} 无效：{value}" }),
  IMPORT_JSON_FIELD: msg({ message: "JSON 中的 {path} 无效" }),
  IMPORT_JSON_DATE: msg({ message: "JSON 中的 {path} 不是有效日期：{value}" }),
  IMPORT_JSON_ORPHAN: msg({ message: "JSON 中的 {path} 指向的训练 {id} 不在文件中" }),
  // Super-admin area.
  ADMIN_TRAINER_MOVED: msg`教练已移至新组织`,
  ADMIN_SAME_ORGANIZATION: msg`教练已在该组织`,
  ADMIN_OWNER_NOT_MOVABLE: msg`组织所有者不能移出组织，请先更换所有者`,
  ADMIN_OWNER_UNAVAILABLE: msg`该用户已是学员或其他组织的教练，不能成为所有者`,
} satisfies Record<MessageCode, MessageDescriptor>;

export function isServerMessage(value: unknown): value is Message {
  if (typeof value !== "object" || value === null) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === "string" && Object.hasOwn(SERVER_MESSAGES, code);
}

/**
 * The text of a server message in the active language, its placeholders filled from its params
 * (a code this build does not know yet, from a newer server, shows as the code).
 */
export function renderMessage(i18n: I18n, message: Message): string {
  const descriptor: MessageDescriptor | undefined = (SERVER_MESSAGES as Record<string, MessageDescriptor>)[
    message.code
  ];
  if (!descriptor) return message.code;
  return i18n._(message.params ? { ...descriptor, values: message.params } : descriptor);
}
