import {
  applyDecorators,
  type ArgumentsHost,
  type CanActivate,
  Catch,
  Controller,
  Inject,
  UseFilters,
  UseGuards,
  UseInterceptors,
  type CallHandler,
  type ExceptionFilter,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { MessagePattern, type TcpContext } from '@nestjs/microservices';
import { type Actor, ErrorCode, errorMessage, type RpcEnvelope, type RpcPattern } from '@kiin/contracts';
import { finalize, Observable, throwError } from 'rxjs';
import { rpcDuration } from '../health/metrics';
import { logger, requestContext } from '../logging';
import { SERVICE_OPTIONS, type ServiceOptions } from '../kit';
import { ErasedMemberGuard } from '../privacy/erased-member.guard';
import { DomainError } from './domain-error';
import { verifyCall } from './signed-actor';

/** A class of TCP message handlers: request context for logs, and errors as `{code, message}`. */
export const RpcController = () =>
  applyDecorators(Controller(), UseInterceptors(RpcContextInterceptor), UseFilters(RpcErrorFilter));

/**
 * A TCP message handler for one pattern of the contract map. It runs only for a call the
 * gateway signed (see `SignedCallerGuard`), and never for a member whose account is deleted
 * (see `ErasedMemberGuard`).
 */
export const Rpc = (pattern: RpcPattern) => applyDecorators(MessagePattern(pattern), UseGuards(SignedCallerGuard, ErasedMemberGuard));

/**
 * Refuses, before any handler runs, a message whose actor, request id and data are not signed
 * with this deployment's `INTERNAL_RPC_SECRET` within the last minute: a raw TCP message
 * cannot claim to be a member, or premium. The refusal is a plain `CALLER_UNVERIFIED` error.
 */
@Injectable()
export class SignedCallerGuard implements CanActivate {
  constructor(@Inject(SERVICE_OPTIONS) private readonly options: ServiceOptions) {}

  canActivate(context: ExecutionContext): boolean {
    const problem = verifyCall(this.options.env.INTERNAL_RPC_SECRET, context.switchToRpc().getData());
    if (problem === null) return true;
    const pattern = context.switchToRpc().getContext<TcpContext>().getPattern().replace(/"/g, '');
    logger().warn({ pattern, problem }, 'refused an unverified call');
    throw new DomainError(ErrorCode.CallerUnverified, errorMessage.callerUnverified(problem));
  }
}

/** Runs each message inside the caller's request context (every log line carries its id) and times it. */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const message = context.switchToRpc().getData<Partial<RpcEnvelope<unknown>>>();
    const requestId = typeof message?.requestId === 'string' ? message.requestId : 'internal';
    const stopTimer = rpcDuration.startTimer({ pattern: context.switchToRpc().getContext<TcpContext>().getPattern().replace(/"/g, '') });
    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () => next.handle().pipe(finalize(() => stopTimer())).subscribe(subscriber)),
    );
  }
}

/**
 * Turns thrown errors into a plain `{code, message}` for the gateway (an Error instance would
 * be serialised with its own fields); unexpected ones are logged once.
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  catch(error: unknown, _host: ArgumentsHost): Observable<never> {
    if (error instanceof DomainError) return throwError(() => error.toBody());
    const requestId = requestContext.get()?.requestId ?? 'internal';
    logger().error({ err: error }, 'unhandled error in message handler');
    return throwError(() => ({ code: ErrorCode.Internal, message: errorMessage.internal(requestId) }));
  }
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
  return actor;
}

export function requirePremium(actor: Actor | null): Actor {
  if (!actor?.isPremium) throw new DomainError(ErrorCode.PremiumRequired, errorMessage.premiumRequired);
  return actor;
}
