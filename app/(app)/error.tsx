"use client";
export { RouteError as default } from "@/components/layout/route-error";
