/**
 * Every message the server sends a person, success or failure, by code: one table with the zh-CN
 * text (SPEC section 8's wording, unchanged: it is also the REST default) and the English text.
 * `{name}`-style placeholders are filled from the message's params.
 *
 * How a message travels: a service returns `msg: message("CLIENT_CREATED")` or throws
 * `new AppError("FORBIDDEN", message("TRAINER_DELETE_SELF"))`; REST renders it to text in the
 * request's language (worker/http/rest/routes.ts, worker/app.ts); tRPC sends `{ code, params }` and the
 * web app renders it with Lingui (web/lib/messages.ts holds one descriptor per code, its source
 * text being the zh text here). The error codes of worker/errors.ts are message codes too: their
 * message is the default text of the error.
 *
 * To add a message: add its code here (zh + en, same placeholders), the descriptor in
 * web/lib/messages.ts, then `npm run i18n:extract` and the English translation in
 * web/locales/en/messages.po. tests/worker/messages.test.ts checks that all of these agree.
 */
export const MESSAGES = {
  // The default texts of the error codes (worker/errors.ts APP_ERRORS).
  BAD_REQUEST: { zh: "请求参数有误", en: "Invalid request" },
  INVALID_JSON: { zh: "请求体不是有效的 JSON", en: "Malformed JSON body" },
  UNAUTHORIZED: { zh: "请先登录", en: "Please sign in" },
  INVALID_CREDENTIALS: { zh: "账号或密码错误", en: "Wrong account or password" },
  ACCOUNT_DISABLED: { zh: "账户已停用", en: "This account is disabled" },
  NOT_A_TRAINER: { zh: "该账户不是教练账户", en: "This account is not a coach account" },
  NOT_SUPER_ADMIN: { zh: "仅超级管理员可以登录", en: "Only super administrators can sign in here" },
  NO_ORGANIZATION: {
    zh: "请联系管理员激活账户。",
    en: "Please contact the administrator to activate your account.",
  },
  FORBIDDEN: { zh: "没有权限执行此操作", en: "You may not do this" },
  NOT_FOUND: { zh: "未找到", en: "Not found" },
  EMAIL_TAKEN: { zh: "该邮箱已被使用", en: "This email is already in use" },
  PHONE_TAKEN: { zh: "该手机号已被使用", en: "This phone number is already in use" },
  CONFLICT: { zh: "数据冲突", en: "Conflict" },
  WRONG_PASSWORD: { zh: "当前密码不正确", en: "Current password is wrong" },
  INVALID_SMS_CODE: { zh: "验证码错误或已过期", en: "The code is wrong or has expired" },
  TOO_MANY_ATTEMPTS: { zh: "尝试次数过多，请稍后再试", en: "Too many attempts, try again later" },
  UNSUPPORTED_MEDIA_TYPE: {
    zh: "不支持的请求内容类型，请使用 application/json",
    en: "Unsupported content type: send application/json",
  },
  BATCH_TOO_LARGE: { zh: "一次批量请求的调用过多", en: "Too many calls in one batch" },
  BATCH_NOT_ALLOWED: {
    zh: "登录、注册、验证码和改密码请求不能与其他请求合并发送",
    en: "Sign-in, registration, SMS and password calls cannot share a batch",
  },
  PAYLOAD_TOO_LARGE: { zh: "请求体过大", en: "Request body too large" },
  IDEMPOTENCY_KEY_REUSED: {
    zh: "该 Idempotency-Key 已用于另一个请求",
    en: "This Idempotency-Key was already used for a different request",
  },
  INTERNAL: { zh: "服务器错误", en: "Server error" },

  // Runtime answers outside the app (worker/runtime/edge/runtime.ts).
  SERVER_MISCONFIGURED: { zh: "服务器配置错误", en: "The server is misconfigured" },
  UNAVAILABLE: { zh: "服务暂不可用，请稍后再试", en: "The service is unavailable, try again later" },

  // Accounts and sign-in.
  OK: { zh: "ok", en: "OK" },
  LOGIN_OK: { zh: "登录成功", en: "Signed in" },
  REGISTERED: { zh: "注册成功", en: "Signed up successfully" },
  PASSWORD_CHANGED: { zh: "密码修改成功", en: "Password changed" },
  PASSWORD_RESET: { zh: "密码重置成功", en: "Password reset" },
  SMS_SENT: { zh: "验证码已发送", en: "Verification code sent" },
  USER_NOT_FOUND: { zh: "用户不存在", en: "User not found" },
  USER_ALREADY_LINKED: { zh: "该用户已是学员或教练", en: "This person already is a client or a coach" },
  USER_DELETE_SELF: { zh: "不能删除自己的账户", en: "You cannot delete your own account" },
  SIGN_IN_DETAILS_RANK: {
    zh: "只有本人可以修改同级或更高权限成员的邮箱和手机号",
    en: "Only the person themselves can change the email or phone of someone at or above your role",
  },
  ALREADY_ACTIVE: {
    zh: "该账户已激活，请直接登录或重置密码",
    en: "This account is already active: sign in, or reset the password",
  },
  IMAGE_NOT_FOUND: { zh: "图片不存在", en: "Image not found" },

  // Uploads (worker/domains/uploads/).
  UPLOAD_FILE_MISSING: { zh: "请选择要上传的文件", en: "Choose a file to upload" },
  UPLOAD_TOO_LARGE: { zh: "文件不能超过 10 MB", en: "Files can be at most 10 MB" },
  UPLOAD_TYPE_REFUSED: {
    zh: "只能上传 JPEG、PNG、WebP、GIF 图片，MP4、MOV 视频或 PDF 文件",
    en: "Only JPEG, PNG, WebP or GIF images, MP4 or MOV videos and PDF files can be uploaded",
  },
  UPLOAD_VIDEO_LOCATION: {
    zh: "该视频包含拍摄地点信息，请在相机中关闭位置记录或导出不含位置的副本后再上传",
    en: "This video records where it was filmed: turn off location in the camera, or export a copy without it, then upload again",
  },
  UPLOAD_NOT_IMAGE: { zh: "请选择一张图片", en: "Choose an image" },
  IDEMPOTENCY_KEY_INVALID: {
    zh: "Idempotency-Key 须为 1–100 个字符",
    en: "Idempotency-Key must be 1–100 characters",
  },
  IDEMPOTENCY_IN_PROGRESS: {
    zh: "相同 Idempotency-Key 的请求仍在处理中，请稍后重试",
    en: "A request with this Idempotency-Key is still being processed: retry shortly",
  },

  // Client invitations.
  INVITE_SENT: { zh: "邀请已发送", en: "Invitation sent" },
  INVITE_NOT_DELIVERED: {
    zh: "邀请链接已生成，但未能发送：请复制链接发给学员",
    en: "The invitation link is ready but could not be sent: copy it to the client",
  },
  DELIVERY_FAILED: { zh: "短信发送失败，请稍后再试", en: "The message could not be sent; try again later" },
  INVITE_NO_CONTACT: {
    zh: "该学员没有邮箱或手机号，无法发送邀请",
    en: "This client has no email or phone number to send the invitation to",
  },
  INVITE_INVALID: { zh: "邀请链接无效或已过期", en: "This invitation link is invalid or has expired" },

  // Organizations.
  ORGANIZATION_CREATED: { zh: "组织创建成功", en: "Organization created" },
  ORGANIZATION_CREATED_OWNER_INVITED: {
    zh: "组织已创建，已邀请所有者：对方登录并接受后成为所有者",
    en: "Organization created; the owner is invited and becomes the owner after signing in and accepting",
  },
  ORGANIZATION_UPDATED: { zh: "组织信息修改成功", en: "Organization updated" },
  ORGANIZATION_NOT_FOUND: { zh: "组织不存在", en: "Organization not found" },
  ORGANIZATION_REQUIRED: { zh: "请指定组织", en: "Choose an organization" },
  SUBDOMAIN_TAKEN: { zh: "子域名已被使用", en: "This subdomain is already in use" },

  // Trainers.
  TRAINER_CREATED: { zh: "教练{name}创建成功", en: "Coach {name} created" },
  TRAINER_UPDATED: { zh: "教练更新成功", en: "Coach updated" },
  TRAINER_DELETED: { zh: "教练删除成功", en: "Coach deleted" },
  TRAINER_DELETE_SELF: {
    zh: "教练删除失败：不能删除自己",
    en: "Could not delete the coach: you cannot delete yourself",
  },
  USER_ALREADY_TRAINER: { zh: "该用户已是教练", en: "This user is already a coach" },
  // The team (/team): deleting with a transfer, the owner, owner transfer.
  TRAINER_DELETE_OWNER: {
    zh: "教练删除失败：不能删除组织所有者",
    en: "Could not delete the coach: the organization's owner cannot be deleted",
  },
  TRAINER_TRANSFER_TARGET: {
    zh: "教练删除失败：请选择同一组织的另一位教练接收学员",
    en: "Could not delete the coach: choose another coach of the organization to take the clients",
  },
  OWNER_TRANSFER_STARTED: {
    zh: "已发起所有者转让，等待对方接受",
    en: "Ownership transfer started: waiting for the new owner to accept",
  },
  OWNER_TRANSFER_TARGET: {
    zh: "新所有者必须是本组织的另一位教练",
    en: "The new owner must be another coach of this organization",
  },
  OWNER_TRANSFER_ACCEPTED: { zh: "你已成为组织所有者", en: "You are now the organization's owner" },
  OWNER_TRANSFER_NONE: { zh: "没有待接受的所有者转让", en: "There is no ownership transfer to accept" },

  // Clients (SPEC section 8's failure texts included).
  CLIENT_CREATED: { zh: "学员添加成功", en: "Client added" },
  CLIENT_CREATE_FAILED: { zh: "学员添加失败", en: "Could not add the client" },
  CLIENT_UPDATED: { zh: "学员修改成功", en: "Client updated" },
  CLIENT_UPDATE_FAILED: { zh: "学员修改失败", en: "Could not update the client" },
  CLIENT_DELETED: { zh: "学员删除成功", en: "Client deleted" },
  CLIENT_DELETE_FAILED: { zh: "学员用户删除不成功", en: "Could not delete the client" },
  CLIENT_NOT_FOUND: { zh: "学员不存在", en: "Client not found" },
  CLIENT_NO_ORGANIZATION: { zh: "学员尚未加入组织", en: "The client has not joined an organization yet" },
  CLIENTS_TRANSFERRED: { zh: "学员转移成功", en: "Clients transferred" },
  CLIENTS_ARCHIVED: { zh: "学员已归档", en: "Clients archived" },
  CLIENTS_UNARCHIVED: { zh: "学员已恢复", en: "Clients restored" },
  TRANSFER_OTHER_ORGANIZATION: {
    zh: "只能在同一组织内转移学员",
    en: "Clients can only be transferred within their organization",
  },
  TRANSFER_NOT_OWN: { zh: "只能转移自己的学员", en: "You can only transfer your own clients" },

  // Workouts and comments.
  WORKOUT_DELETED: { zh: "训练删除成功", en: "Workout deleted" },
  WORKOUT_TARGET_REQUIRED: {
    zh: "请指定 client_id 和 due，或 program_id 和 position",
    en: "Give client_id and due, or program_id and position",
  },
  WORKOUT_ITEM_DELETED: { zh: "训练项目删除成功", en: "Workout item deleted" },
  WORKOUT_CHANGED: { zh: "训练已被其他人修改", en: "This workout was changed by someone else" },
  EXERCISE_NOT_FOUND: { zh: "动作不存在", en: "Exercise not found" },
  COMMENT_DELETED: { zh: "评论删除成功", en: "Comment deleted" },
  WEIGHT_TRACKING_DELETED: { zh: "体重记录删除成功", en: "Bodyweight entry deleted" },
  PHOTO_SESSION_DELETED: { zh: "进展照片删除成功", en: "Progress photos deleted" },
  NUTRITION_LOG_DELETED: { zh: "饮食记录删除成功", en: "Nutrition log deleted" },
  NUTRITION_LOG_DAY_TAKEN: { zh: "这一天已有饮食记录", en: "That day already has a nutrition log" },
  HABIT_DELETED: { zh: "习惯删除成功", en: "Habit deleted" },
  HABIT_LIMIT: {
    zh: "每位学员最多 {max} 个习惯",
    en: "A client can have at most {max} habits",
  },
  COMMENT_LIMIT: {
    zh: "这个训练的评论已达上限（{max} 条）",
    en: "This workout already has the most comments it can hold ({max})",
  },
  TOO_MANY_COMMENTS: { zh: "评论太频繁，请稍后再试", en: "Too many comments, try again later" },

  // The outbox (worker/domains/emails/).
  EMAIL_RESEND_QUEUED: { zh: "邮件将重新发送", en: "The email will be sent again" },
  EMAIL_NOT_FAILED: {
    zh: "只有发送失败的邮件可以重发",
    en: "Only an email that failed can be sent again",
  },

  // Conversations (worker/domains/conversations/).
  TOO_MANY_MESSAGES: { zh: "消息发送太频繁，请稍后再试", en: "Too many messages, try again later" },
  RECALL_EXPIRED: {
    zh: "发送超过 2 分钟的消息不能撤回",
    en: "Messages sent more than 2 minutes ago cannot be recalled",
  },

  // Notes and documents (worker/domains/notes/, worker/domains/documents/).
  WORKOUT_NOTE_EXISTS: { zh: "这个训练已有备注", en: "This workout already has a note" },

  // Libraries.
  EXERCISE_SAVED: { zh: "练习运动保存成功", en: "Exercise saved" },
  EXERCISE_DELETED: { zh: "练习运动删除成功", en: "Exercise deleted" },
  WARMUP_SAVED: { zh: "热身运动保存成功", en: "Warm-up saved" },
  WARMUP_DELETED: { zh: "热身运动删除成功", en: "Warm-up deleted" },
  COOLDOWN_SAVED: { zh: "放松运动保存成功", en: "Cool-down saved" },
  COOLDOWN_DELETED: { zh: "放松运动删除成功", en: "Cool-down deleted" },
  DEFAULT_EXERCISE_READONLY: { zh: "默认练习运动不可修改", en: "Default exercises cannot be changed" },

  // Programs.
  PROGRAM_CREATED: { zh: "新标准训练计划表创建成功。", en: "New program created." },
  PROGRAM_UPDATED: { zh: "准训练计划表更新成功。", en: "Program updated." },
  PROGRAM_DELETED: { zh: "{name}删除", en: "{name} deleted" },
  PROGRAM_APPLIED: { zh: "应用成功", en: "Program applied" },
  PROGRAM_UNASSIGNED: { zh: "已取消分配", en: "Assignment removed" },
  RANGE_HAS_NO_WORKOUTS: { zh: "这段时间没有训练", en: "There are no workouts in this period" },
  ASSIGN_TOO_MANY: {
    zh: "一次最多生成 {max} 个训练，请减少学员数量",
    en: "At most {max} workouts can be created at once: choose fewer clients",
  },
  PROGRAM_SYNCED: { zh: "计划已同步", en: "Program synced" },
  ASSIGN_CHANGED: {
    zh: "分配期间计划被修改，请重新分配",
    en: "The program changed while it was being assigned: assign it again",
  },
  SYNC_CHANGED: {
    zh: "同步期间训练被其他人修改，请重新预览后再同步",
    en: "Workouts changed during the sync: preview again, then sync",
  },
  SYNC_TOO_MANY: {
    zh: "一次最多同步 {max} 个训练，请减少学员数量",
    en: "At most {max} workouts can be synced at once: choose fewer clients",
  },
  // Importing a client's history from TrueCoach (worker/domains/workouts/import/).
  IMPORT_DONE: { zh: "导入完成：新增 {workouts} 个训练", en: "Import finished, new workouts: {workouts}" },
  IMPORT_EMPTY: { zh: "文件中没有训练", en: "The file holds no workouts" },
  IMPORT_TOO_LARGE: {
    zh: "一次最多导入 {workouts} 个训练、{items} 个训练项目，请分批导入",
    en: "At most {workouts} workouts and at most {items} items can be imported at once: import in parts",
  },
  IMPORT_CSV_HEADER: {
    zh: "CSV 第 1 行应为表头 {columns}",
    en: "Line 1 of the CSV must be the header {columns}",
  },
  IMPORT_CSV_UNCLOSED_QUOTE: {
    zh: "CSV 第 {line} 行：引号没有闭合",
    en: "CSV line {line}: a quoted field is never closed",
  },
  IMPORT_CSV_AFTER_QUOTE: {
    zh: "CSV 第 {line} 行：引号后应为逗号或换行",
    en: "CSV line {line}: a closing quote must be followed by a comma or a line break",
  },
  IMPORT_CSV_COLUMNS: {
    zh: "CSV 第 {line} 行应有 {expected} 列，实际 {count} 列",
    en: "CSV line {line} should have {expected} columns but has {count}",
  },
  IMPORT_CSV_VALUE: {
    zh: "CSV 第 {line} 行的 {field} 无效：{value}",
    en: "CSV line {line}: invalid {field} “{value}”",
  },
  IMPORT_JSON_FIELD: { zh: "JSON 中的 {path} 无效", en: "Invalid value at {path} in the JSON" },
  IMPORT_JSON_DATE: {
    zh: "JSON 中的 {path} 不是有效日期：{value}",
    en: "{path} in the JSON is not a valid date: “{value}”",
  },
  IMPORT_JSON_ORPHAN: {
    zh: "JSON 中的 {path} 指向的训练 {id} 不在文件中",
    en: "{path} in the JSON names workout {id}, which is not in the file",
  },
  // Super-admin area.
  ADMIN_TRAINER_MOVED: { zh: "教练已移至新组织", en: "Trainer moved to the new organization" },
  ADMIN_SAME_ORGANIZATION: { zh: "教练已在该组织", en: "The trainer is already in this organization" },
  ADMIN_OWNER_NOT_MOVABLE: {
    zh: "组织所有者不能移出组织，请先更换所有者",
    en: "The organization's owner cannot be moved: change the owner first",
  },
  ADMIN_OWNER_UNAVAILABLE: {
    zh: "该用户已是学员或其他组织的教练，不能成为所有者",
    en: "This user is a client or a trainer of another organization and cannot become the owner",
  },
} as const satisfies Record<string, { zh: string; en: string }>;

/**
 * Field messages: what `issues[].message` says about one field (a schema's own rule, or a service's
 * refusal naming a field). Same rules as MESSAGES (zh-CN is the default, same placeholders); they
 * are rendered on the server in the request's language on both surfaces (the web's tRPC client
 * sends its interface language as Accept-Language), so the web needs no descriptors for them.
 * A schema names one with `fieldText(code, params)`; a service with `fieldMessage(code, params)`.
 */
export const FIELD_MESSAGES = {
  NUL_CHARACTER: { zh: "文本不能包含 NUL 字符", en: "Text cannot contain NUL characters" },
  NAME_REQUIRED: { zh: "名称不能为空", en: "The name cannot be empty" },
  TAG_REQUIRED: { zh: "标签不能为空", en: "The tag cannot be empty" },
  TEXT_TOO_LONG: { zh: "最多 {max} 个字符", en: "At most {max} characters" },
  DATE_FORMAT: { zh: "日期格式应为 YYYY-MM-DD", en: "Dates are written YYYY-MM-DD" },
  DATE_MISSING: { zh: "日期不存在", en: "This date does not exist" },
  DATE_INVALID: { zh: "日期无效", en: "Invalid date" },
  DATETIME_FORMAT: { zh: "时间格式应为 ISO 8601", en: "Times are written in ISO 8601" },
  END_BEFORE_START: { zh: "结束日期不能早于开始日期", en: "The end date cannot be before the start date" },
  RANGE_TOO_LONG: { zh: "最多 {max} 天", en: "At most {max} days" },
  EMAIL_FORMAT: { zh: "邮箱格式不正确", en: "Invalid email address" },
  PHONE_FORMAT: { zh: "手机号格式不正确", en: "Invalid phone number" },
  URL_FORMAT: { zh: "链接格式不正确", en: "Invalid link" },
  SUBDOMAIN_FORMAT: { zh: "子域名格式不正确", en: "Invalid subdomain" },
  COLOR_FORMAT: { zh: "颜色须为 #RRGGBB 格式", en: "Colours are written #RRGGBB" },
  COLOR_CONTRAST_LOW: {
    zh: "文字对比度只有 {ratio}:1，至少需要 4.5:1",
    en: "Text contrast is only {ratio}:1; at least 4.5:1 is needed",
  },
  PASSWORD_REQUIRED: { zh: "请输入密码", en: "Enter the password" },
  PASSWORD_TOO_SHORT: { zh: "密码至少 {min} 位", en: "Passwords have at least {min} characters" },
  PASSWORD_TOO_LONG: { zh: "密码最长 {max} 位", en: "Passwords have at most {max} characters" },
  PASSWORD_BLANK: { zh: "密码不能只包含空格", en: "A password cannot be only spaces" },
  PASSWORD_COMMON: {
    zh: "这个密码太常见，容易被猜到，请换一个",
    en: "This password is too common and easy to guess: choose another",
  },
  LOGIN_REQUIRED: { zh: "请输入邮箱或手机号", en: "Enter an email or phone number" },
  GRANT_TYPE_PASSWORD: { zh: "只支持 grant_type=password", en: "Only grant_type=password is supported" },
  SMS_CODE_FORMAT: { zh: "验证码为 6 位数字", en: "The code has 6 digits" },
  INVITE_LINK_INVALID: { zh: "邀请链接无效", en: "Invalid invitation link" },
  CLIENT_USER_REQUIRED: { zh: "请提供 user 或 user_id 之一", en: "Give user or user_id" },
  TRAINER_USER_REQUIRED: { zh: "需要 user_id 或 user 之一", en: "Give user_id or user" },
  CLIENTS_REQUIRED: { zh: "请选择学员", en: "Choose clients" },
  CLIENTS_TOO_MANY: { zh: "一次最多 {max} 个学员", en: "At most {max} clients at once" },
  STATES_FORMAT: {
    zh: "states 只能是 pending、completed、missed",
    en: "states can only be pending, completed, missed",
  },
  COMMENT_REQUIRED: { zh: "评论不能为空", en: "The comment cannot be empty" },
  COMMENT_TOO_LONG: { zh: "评论最多 {max} 个字符", en: "Comments have at most {max} characters" },
  MESSAGE_REQUIRED: { zh: "消息不能为空", en: "The message cannot be empty" },
  MESSAGE_TOO_LONG: { zh: "消息最多 {max} 个字符", en: "Messages have at most {max} characters" },
  NOTE_REQUIRED: { zh: "备注不能为空", en: "The note cannot be empty" },
  TITLE_REQUIRED: { zh: "标题不能为空", en: "The title cannot be empty" },
  ATTACHMENT_NAME_REQUIRED: { zh: "附件名称不能为空", en: "The attachment's name cannot be empty" },
  EXERCISES_TOO_MANY: { zh: "最多 {max} 个动作", en: "At most {max} exercises" },
  ATTACHMENTS_TOO_MANY: { zh: "最多 {max} 个附件", en: "At most {max} attachments" },
  // Records from logged results (issue 27).
  RESULT_SETS_TOO_MANY: { zh: "最多 {max} 组", en: "At most {max} sets" },
  RESULT_SET_WEIGHT: {
    zh: "自重组不填重量，其他组需要重量",
    en: "Bodyweight sets have no weight; other sets need one",
  },
  EXERCISE_REQUIRED: { zh: "请指定 exercise_id 或 name", en: "Give exercise_id or name" },
  ITEMS_TOO_MANY: { zh: "每个训练最多 {max} 个项目", en: "At most {max} items per workout" },
  POSITION_FROM_ONE: { zh: "位置从 1 开始", en: "Positions start at 1" },
  WORKOUT_CLIENT_OR_PROGRAM: {
    zh: "请指定 client_id 或 program_id 之一",
    en: "Give client_id or program_id",
  },
  WORKOUT_DUE_REQUIRED: { zh: "学员训练需要日期 due", en: "A client's workout needs a due date" },
  WORKOUT_POSITION_REQUIRED: {
    zh: "训练计划中的训练需要 position",
    en: "A program's workout needs a position",
  },
  IDS_FORMAT: { zh: "ids 应为逗号分隔的正整数", en: "ids must be positive integers separated by commas" },
  IDS_TOO_MANY: { zh: "ids 最多 {max} 个", en: "At most {max} ids" },
  IDS_WITH_CLIENT: { zh: "ids 不能与 client_id 同时使用", en: "ids cannot be used with client_id" },
  FEED_ORDER: {
    zh: "动态列表的 order 只能为 updated_at_DESC、asc 或 desc",
    en: "The feed's order can only be updated_at_DESC, asc or desc",
  },
  DATES_NEED_CLIENT: { zh: "start_date/end_date 需要 client_id", en: "start_date/end_date need client_id" },
  JOB_KEY_FORMAT: { zh: "只能包含字母、数字、- 和 _", en: "Only letters, digits, - and _" },
  JOB_KEY_USED: {
    zh: "该任务标识已用于其他训练计划",
    en: "This job key was already used for another program",
  },
  PASTE_WORKOUTS_REQUIRED: { zh: "请选择要粘贴的训练", en: "Choose the workouts to paste" },
  PASTE_WORKOUTS_TOO_MANY: { zh: "一次最多粘贴 {max} 个训练", en: "At most {max} workouts per paste" },
  DAYS_REQUIRED: { zh: "请选择要复制的天", en: "Choose the days to copy" },
  DAYS_DUPLICATE: { zh: "天不能重复", en: "A day cannot be chosen twice" },
  DAYS_TOO_MANY: { zh: "复制后的天数不能超过 {max}", en: "The copy cannot go beyond day {max}" },
  REASSIGN_TRAINER_REQUIRED: { zh: "请选择接收学员的教练", en: "Choose the coach who takes the clients" },
  REASSIGN_TARGET: {
    zh: "接收的教练须是原组织的其他教练",
    en: "The coach taking the clients must be another coach of the organization",
  },
  TRANSFER_TO_REQUIRED: {
    zh: "请选择同一组织的另一位教练",
    en: "Choose another coach of the same organization",
  },
  TRANSFER_TARGET_ORGANIZATION: {
    zh: "接收的教练不在学员所在的组织",
    en: "The receiving coach is not in the client's organization",
  },
  NOT_YOUR_CLIENT: { zh: "不是你的学员", en: "Not your client" },
  CLIENT_ID_NOT_FOUND: { zh: "学员 {id} 不存在", en: "Client {id} not found" },
  CLIENT_NOT_FROM_TRAINER: { zh: "学员 {id} 不属于原教练", en: "Client {id} is not the original coach's" },
  TRAINER_NOT_FOUND: { zh: "教练不存在", en: "Coach not found" },
  TRAINER_REQUIRED: { zh: "请选择教练", en: "Choose a coach" },
  TRAINER_NO_ORGANIZATION: { zh: "该教练尚未加入组织", en: "This coach has not joined an organization yet" },
  TRAINER_CANNOT_ADD_CLIENTS: { zh: "该教练不能添加学员", en: "This coach cannot add clients" },
  ORGANIZATION_CHOOSE: { zh: "请选择组织", en: "Choose an organization" },
  OWNER_NOT_ELIGIBLE: { zh: "用户不能成为所有者", en: "This user cannot become the owner" },
  LIBRARY_EXERCISE_NOT_FOUND: { zh: "练习运动不存在", en: "Exercise not found" },
  WORKOUT_ITEM_NOT_FOUND: { zh: "训练项目不存在", en: "Workout item not found" },
  INVITE_NO_CONTACT_SHORT: { zh: "该学员没有邮箱或手机号", en: "This client has no email or phone number" },
  IMPORT_FIELD_INVALID: { zh: "{field} 无效", en: "Invalid {field}" },
  IMPORT_WORKOUT_MISSING: { zh: "训练不在文件中", en: "The workout is not in the file" },
  IMPORT_LINE_VALUE: { zh: "第 {line} 行的 {field} 无效", en: "Line {line}: invalid {field}" },
  IMPORT_LINE_FORMAT: { zh: "第 {line} 行格式有误", en: "Line {line} is malformed" },
  IMPORT_LINE_COLUMNS: { zh: "第 {line} 行的列数不正确", en: "Line {line} has the wrong number of columns" },
  IMPORT_HEADER: { zh: "表头不正确", en: "Wrong header" },
  IMPORT_LIMITS: {
    zh: "最多 {workouts} 个训练、{items} 个训练项目",
    en: "At most {workouts} workouts and {items} workout items",
  },
  // Progress beyond lifts (issue 28): bodyweight, metrics, photos, assessments.
  WEIGHT_REQUIRED: { zh: "请填写体重", en: "Enter a weight" },
  WEIGHT_OUT_OF_RANGE: {
    zh: "体重应在 {min}–{max} kg 之间",
    en: "The weight must be between {min} and {max} kg",
  },
  PHOTOS_REQUIRED: { zh: "请至少添加一张照片", en: "Add at least one photo" },
  PHOTOS_TOO_MANY: { zh: "最多 {max} 张照片", en: "At most {max} photos" },
  ASSESSMENT_VALUES_REQUIRED: { zh: "请至少填写一项测试结果", en: "Enter at least one test result" },
  TESTS_REQUIRED: { zh: "请至少添加一项测试", en: "Add at least one test" },
  CHECK_IN_OUTSIDE_HABIT: {
    zh: "这一天不在习惯的起止日期内",
    en: "This day is outside the habit's start and end dates",
  },
  CHECK_IN_IN_FUTURE: { zh: "不能为将来的日期打卡", en: "You cannot check in for a future day" },
  TEST_NOT_IN_GROUP: { zh: "该测试不属于此测评模板", en: "This test is not part of the assessment template" },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;
/** A message on its way to a person: the code, and the values of its placeholders. */
export type Message = { code: MessageCode; params?: MessageParams };

export type Locale = "zh-CN" | "en";

/** `"教练{name}创建成功"` → `"name"`. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;
type ParamsArg<C extends MessageCode> = [Placeholders<(typeof MESSAGES)[C]["zh"]>] extends [never]
  ? []
  : [params: Record<Placeholders<(typeof MESSAGES)[C]["zh"]>, string | number>];

/** A message by code; the params are required exactly when the text has placeholders. */
export function message<C extends MessageCode>(code: C, ...[params]: ParamsArg<C>): Message {
  return params ? { code, params } : { code };
}

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && Object.hasOwn(MESSAGES, value);
}

export function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && isMessageCode((value as { code?: unknown }).code);
}

/** The text of a message in a language, placeholders filled (an unknown one is left as written). */
export function renderMessage(m: Message, locale: Locale): string {
  const texts = MESSAGES[m.code];
  const text = locale === "en" ? texts.en : texts.zh;
  const params = m.params;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * An answer whose top-level `msg` is a Message, with that message rendered to text (the REST wire
 * shape, `msg: string`); any other value is returned as it is.
 */
export function withRenderedMsg<T>(answer: T, locale: Locale): T {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return answer;
  const msg = (answer as { msg?: unknown }).msg;
  if (!isMessage(msg)) return answer;
  return { ...answer, msg: renderMessage(msg, locale) };
}

/**
 * The language of an `Accept-Language` header: the supported language with the highest q-value
 * (`en;q=0.9, zh-CN;q=0.8` → en; `fr, en;q=0.5` → en). Ties go to the one listed first; `zh` and
 * `zh-*` mean zh-CN, `en` and `en-*` mean en; nothing supported (or no header) means zh-CN.
 */
export function localeFromHeader(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return "zh-CN";
  let best: Locale = "zh-CN";
  let bestQ = 0;
  for (const part of acceptLanguage.split(",")) {
    const [range = "", ...attributes] = part.split(";").map((s) => s.trim().toLowerCase());
    const locale: Locale | null =
      range === "en" || range.startsWith("en-")
        ? "en"
        : range === "zh" || range.startsWith("zh-")
          ? "zh-CN"
          : null;
    if (!locale) continue;
    let q = 1;
    for (const attribute of attributes) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(attribute);
      if (match) q = Number(match[1]);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (q > bestQ) {
      best = locale;
      bestQ = q;
    }
  }
  return best;
}

export type FieldMessageCode = keyof typeof FIELD_MESSAGES;
/** A field message, or any message of the main table (CLIENT_NOT_FOUND under `client_id` …). */
export type FieldMessage = { code: FieldMessageCode | MessageCode; params?: MessageParams };

/**
 * What an issue says: a field message by code; zod's own message in both languages (zod writes it
 * from the issue, worker/domains/shared/zod-locale.ts); or text that is not in a language of ours
 * (tRPC's own English refusals).
 */
export type IssueText = FieldMessage | { zh: string; en: string } | string;

export function fieldMessage(code: FieldMessageCode | MessageCode, params?: MessageParams): FieldMessage {
  return params ? { code, params } : { code };
}

function isFieldCode(value: unknown): value is FieldMessageCode | MessageCode {
  return (
    typeof value === "string" && (Object.hasOwn(FIELD_MESSAGES, value) || Object.hasOwn(MESSAGES, value))
  );
}

/**
 * A field message as the text a zod schema carries (zod takes a string): `CODE` or `CODE {json}`.
 * issuesFromZod (worker/errors.ts) reads it back with `fieldMessageOfText`.
 */
export function fieldText(code: FieldMessageCode, params?: MessageParams): string {
  return params ? `${code} ${JSON.stringify(params)}` : code;
}

export function fieldMessageOfText(text: string): FieldMessage | null {
  const match = /^([A-Z][A-Z0-9_]*)(?: (\{.*\}))?$/.exec(text);
  if (!match || !isFieldCode(match[1])) return null;
  if (!match[2]) return { code: match[1] };
  try {
    return { code: match[1], params: JSON.parse(match[2]) as MessageParams };
  } catch {
    return null;
  }
}

function fill(text: string, params: MessageParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** An issue's text in a language. */
export function renderIssueText(text: IssueText, locale: Locale): string {
  if (typeof text === "string") return text;
  if ("code" in text) {
    const texts = Object.hasOwn(FIELD_MESSAGES, text.code)
      ? FIELD_MESSAGES[text.code as FieldMessageCode]
      : MESSAGES[text.code as MessageCode];
    return fill(locale === "en" ? texts.en : texts.zh, text.params);
  }
  return locale === "en" ? text.en : text.zh;
}
