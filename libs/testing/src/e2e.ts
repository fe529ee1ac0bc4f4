// What the end-to-end tests use, without the server kit the rest of this library loads: the
// mail catcher's client and the operators' commands.
export * from './mail-catcher';
export * from './operator';
export * from './wait';
export * from './paging';
