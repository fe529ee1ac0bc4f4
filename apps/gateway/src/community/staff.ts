import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode, errorMessage, hasAccess, type Permission } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import { ACCESS_METADATA } from '../openapi/endpoint';

const PERMISSION_METADATA = 'kiin:permission';

/** 401 for visitors, 403 `You do not have access to this.` for members without the permission. */
@Injectable()
class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}
  canActivate(context: ExecutionContext): boolean {
    const permission = this.reflector.get<Permission>(PERMISSION_METADATA, context.getHandler());
    const actor = context.switchToHttp().getRequest<FastifyRequest>().actor;
    if (!actor) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
    if (!hasAccess(actor, permission)) throw new DomainError(ErrorCode.Forbidden, errorMessage.noAccess);
    return true;
  }
}

/** Staff only: the actor's roles must carry the permission (the service checks again). */
export const RequiresAccess = (permission: Permission) =>
  applyDecorators(SetMetadata(ACCESS_METADATA, 'staff'), SetMetadata(PERMISSION_METADATA, permission), UseGuards(PermissionGuard));
