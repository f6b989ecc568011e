import {
  ZChangePasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSendSmsInput,
} from "../../schemas/auth";
import * as auth from "../../services/auth";
import { protectedProcedure, publicProcedure, router } from "../init";

export const authRouter = router({
  login: publicProcedure
    .input(ZLoginInput)
    .mutation(({ ctx, input }) => auth.login(ctx.deps, input, ctx.meta)),
  adminLogin: publicProcedure
    .input(ZLoginInput)
    .mutation(({ ctx, input }) => auth.adminLogin(ctx.deps, input, ctx.meta)),
  me: protectedProcedure.query(({ ctx }) => auth.me(ctx.actor)),
  register: publicProcedure
    .input(ZRegisterInput)
    .mutation(({ ctx, input }) => auth.register(ctx.deps, input)),
  changePassword: protectedProcedure
    .input(ZChangePasswordInput)
    .mutation(({ ctx, input }) => auth.changePassword(ctx.deps, ctx.actor, input)),
  logoutEverywhere: protectedProcedure.mutation(({ ctx }) => auth.logoutEverywhere(ctx.deps, ctx.actor)),
  sendSms: publicProcedure
    .input(ZSendSmsInput)
    .mutation(({ ctx, input }) => auth.sendSmsCode(ctx.deps, input)),
  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx.deps, input)),
});
