import { defineMatConstructor } from './element';

// The bundle entry /widgets/mat-constructor.js: loading it is asking for the tag.
defineMatConstructor();
