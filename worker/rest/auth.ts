import {
  ZChangePasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSendSmsInput,
} from "../schemas/auth";
import * as auth from "../services/auth";
import { actorOf, jsonBody, jsonOrFormBody, restApp } from "./kit";

/** SPEC section 7 "Auth" at the paths CONTRACT.md fixes. */
export const authRoutes = restApp()
  .post("/oauth/token", async (c) => {
    const input = await jsonOrFormBody(c, ZLoginInput);
    return c.json(await auth.login(c.get("deps"), input, c.get("meta")));
  })
  .post("/admin/login", async (c) => {
    const input = await jsonBody(c, ZLoginInput);
    return c.json({ data: await auth.adminLogin(c.get("deps"), input, c.get("meta")) });
  })
  .get("/auth/me", (c) => c.json({ data: auth.me(actorOf(c)) }))
  .post("/register", async (c) => {
    const input = await jsonBody(c, ZRegisterInput);
    return c.json(await auth.register(c.get("deps"), input, c.get("meta")), 201);
  })
  .post("/trainers/register", async (c) => {
    const input = await jsonBody(c, ZRegisterInput);
    return c.json(await auth.register(c.get("deps"), input, c.get("meta")), 201);
  })
  .post("/users/change_password", async (c) => {
    const actor = actorOf(c);
    const input = await jsonBody(c, ZChangePasswordInput);
    return c.json(await auth.changePassword(c.get("deps"), actor, input, c.get("meta")));
  })
  .post("/users/logout_everywhere", async (c) =>
    c.json(await auth.logoutEverywhere(c.get("deps"), actorOf(c))),
  )
  .post("/user/sms", async (c) => {
    const input = await jsonBody(c, ZSendSmsInput);
    return c.json(await auth.sendSmsCode(c.get("deps"), input));
  })
  .post("/user/reset_password", async (c) => {
    const input = await jsonBody(c, ZResetPasswordInput);
    return c.json(await auth.resetPassword(c.get("deps"), input));
  });
