import {
  ZChangePasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSendSmsInput,
} from "../../schemas/auth";
import * as auth from "../../services/auth";
import { protectedProcedure, publicProcedure, router } from "../init";

/** Calls that guess a secret, send a message or create an account travel alone (`solo`, batching.ts). */
const solo = { solo: true };

export const authRouter = router({
  login: publicProcedure
    .meta(solo)
    .input(ZLoginInput)
    .mutation(({ ctx, input }) => auth.login(ctx.deps, input, ctx.meta)),
  adminLogin: publicProcedure
    .meta(solo)
    .input(ZLoginInput)
    .mutation(({ ctx, input }) => auth.adminLogin(ctx.deps, input, ctx.meta)),
  me: protectedProcedure.query(({ ctx }) => auth.me(ctx.actor)),
  register: publicProcedure
    .meta(solo)
    .input(ZRegisterInput)
    .mutation(({ ctx, input }) => auth.register(ctx.deps, input, ctx.meta)),
  changePassword: protectedProcedure
    .meta(solo)
    .input(ZChangePasswordInput)
    .mutation(({ ctx, input }) => auth.changePassword(ctx.deps, ctx.actor, input, ctx.meta)),
  logoutEverywhere: protectedProcedure.mutation(({ ctx }) => auth.logoutEverywhere(ctx.deps, ctx.actor)),
  sendSms: publicProcedure
    .meta(solo)
    .input(ZSendSmsInput)
    .mutation(({ ctx, input }) => auth.sendSmsCode(ctx.deps, input)),
  resetPassword: publicProcedure
    .meta(solo)
    .input(ZResetPasswordInput)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx.deps, input)),
});
