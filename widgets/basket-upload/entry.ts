import { defineBasketUpload } from './element';

// The bundle entry /widgets/basket-upload.js: loading it is asking for the tag.
defineBasketUpload();
